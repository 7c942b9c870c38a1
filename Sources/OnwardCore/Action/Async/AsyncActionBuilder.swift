/// Builds the body of an ``AsyncAction`` from synchronous and asynchronous components, in order.
///
/// Supports `if`, `if`/`else`, `switch`, `for` loops and optional components.
@resultBuilder
public enum AsyncActionBuilder<S: Store>: StepBuilder {
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

    /// The steps this builder composes.
    public typealias Step = AsyncActionStep<S>
}
