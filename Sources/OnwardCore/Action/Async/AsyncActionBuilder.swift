/// Builds the body of an ``AsyncAction`` from synchronous and asynchronous components, in order.
///
/// Supports `if`, `if`/`else`, `switch`, `for` loops and optional components.
@resultBuilder
public enum AsyncActionBuilder<S: Store> {
    /// An asynchronous component as a step.
    @inlinable
    public static func buildExpression<C: AsyncActionComponent>(_ component: C) -> AsyncActionStep<S>
    where C.StoreType == S {
        component.asyncStep
    }

    /// A synchronous component as a step.
    @inlinable
    public static func buildExpression<C: ActionComponent>(_ component: C) -> AsyncActionStep<S>
    where C.StoreType == S {
        component.step.asyncStep
    }

    /// An optional asynchronous component: nothing when it is `nil`.
    @inlinable
    public static func buildExpression<C: AsyncActionComponent>(_ component: C?) -> AsyncActionStep<S>
    where C.StoreType == S {
        component?.asyncStep ?? .empty
    }

    /// An optional synchronous component: nothing when it is `nil`.
    @inlinable
    public static func buildExpression<C: ActionComponent>(_ component: C?) -> AsyncActionStep<S>
    where C.StoreType == S {
        component?.step.asyncStep ?? .empty
    }

    /// An empty body.
    @inlinable
    public static func buildBlock() -> AsyncActionStep<S> { .empty }

    /// The first component of a block.
    @inlinable
    public static func buildPartialBlock(first: AsyncActionStep<S>) -> AsyncActionStep<S> { first }

    /// The components so far, then the next one.
    @inlinable
    public static func buildPartialBlock(
        accumulated: AsyncActionStep<S>,
        next: AsyncActionStep<S>
    ) -> AsyncActionStep<S> {
        accumulated.then(next)
    }

    /// An `if` without `else`.
    @inlinable
    public static func buildOptional(_ step: AsyncActionStep<S>?) -> AsyncActionStep<S> { step ?? .empty }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(first: AsyncActionStep<S>) -> AsyncActionStep<S> { first }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(second: AsyncActionStep<S>) -> AsyncActionStep<S> { second }

    /// The iterations of a `for` loop, in order.
    @inlinable
    public static func buildArray(_ steps: [AsyncActionStep<S>]) -> AsyncActionStep<S> {
        AsyncActionStep { store in
            for step in steps { await step.run(store) }
        }
    }

    /// A component behind an availability check.
    @inlinable
    public static func buildLimitedAvailability(_ step: AsyncActionStep<S>) -> AsyncActionStep<S> { step }
}
