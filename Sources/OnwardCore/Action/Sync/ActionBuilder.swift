/// Builds the body of an ``Action`` from reducers, middleware and queues, in the order written.
///
/// Supports `if`, `if`/`else`, `switch`, `for` loops and optional components.
@resultBuilder
public enum ActionBuilder<S: Store>: StepBuilder {
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

    /// The steps this builder composes.
    public typealias Step = ActionStep<S>
}
