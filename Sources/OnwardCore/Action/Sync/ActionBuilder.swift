/// Builds the body of an ``Action`` from reducers, middleware and queues, in the order written.
///
/// Supports `if`, `if`/`else`, `switch`, `for` loops and optional components.
@resultBuilder
public enum ActionBuilder<S: Store> {
    /// A component as a step.
    @inlinable
    public static func buildExpression<C: ActionComponent>(_ component: C) -> ActionStep<S> where C.StoreType == S {
        component.step
    }

    /// An optional component: nothing when it is `nil`.
    @inlinable
    public static func buildExpression<C: ActionComponent>(_ component: C?) -> ActionStep<S> where C.StoreType == S {
        component?.step ?? .empty
    }

    /// An empty body.
    @inlinable
    public static func buildBlock() -> ActionStep<S> { .empty }

    /// The first component of a block.
    @inlinable
    public static func buildPartialBlock(first: ActionStep<S>) -> ActionStep<S> { first }

    /// The components so far, then the next one.
    @inlinable
    public static func buildPartialBlock(accumulated: ActionStep<S>, next: ActionStep<S>) -> ActionStep<S> {
        accumulated.then(next)
    }

    /// An `if` without `else`.
    @inlinable
    public static func buildOptional(_ step: ActionStep<S>?) -> ActionStep<S> { step ?? .empty }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(first: ActionStep<S>) -> ActionStep<S> { first }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(second: ActionStep<S>) -> ActionStep<S> { second }

    /// The iterations of a `for` loop, in order.
    @inlinable
    public static func buildArray(_ steps: [ActionStep<S>]) -> ActionStep<S> {
        ActionStep { store in
            for step in steps { step.run(store) }
        }
    }

    /// A component behind an availability check.
    @inlinable
    public static func buildLimitedAvailability(_ step: ActionStep<S>) -> ActionStep<S> { step }
}
