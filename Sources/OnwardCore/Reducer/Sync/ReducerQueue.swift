/// Reducers grouped to run one after another, as one component.
///
/// ```swift
/// ReducerQueue {
///     Reducer(setter: \.title) { "" }
///     if reset { Reducer(setter: \.isCompleted) { false } }
/// }
/// ```
public struct ReducerQueue<S: Store>: ActionComponent {
    /// The queue as a step of an action.
    public let step: ActionStep<S>

    /// Creates a queue of the reducers the builder lists, in order.
    ///
    /// - Parameter reducers: Builds the reducers.
    @inlinable
    public init(@ReducerQueueBuilder<S> _ reducers: () -> ActionStep<S>) {
        step = reducers()
    }
}

/// Builds a ``ReducerQueue``: like ``ActionBuilder``, but it accepts only reducers.
@resultBuilder
public enum ReducerQueueBuilder<S: Store>: StepBuilder {
    /// A reducer as a step.
    @inlinable
    public static func buildExpression(_ reducer: Reducer<S>) -> ActionStep<S> { reducer.step }

    /// A nested queue as a step.
    @inlinable
    public static func buildExpression(_ queue: ReducerQueue<S>) -> ActionStep<S> { queue.step }

    /// The steps this builder composes.
    public typealias Step = ActionStep<S>
}
