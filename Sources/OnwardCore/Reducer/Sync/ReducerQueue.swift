/// Reducers grouped to run one after another, as one component.
///
/// ```swift
/// ReducerQueue {
///     Reducer(setter: \.title) { "" }
///     if reset { Reducer(setter: \.isCompleted) { false } }
/// }
/// ```
public struct ReducerQueue<S: Store>: ActionComponent {
    /// The reducers so far, as one step; ``append(_:)`` adds to it.
    @usableFromInline
    var storedStep: ActionStep<S>

    /// The queue as a step of an action.
    @inlinable
    public var step: ActionStep<S> { storedStep }

    /// Creates a queue of the reducers the builder lists, in order.
    ///
    /// - Parameter reducers: Builds the reducers.
    @inlinable
    public init(@ReducerQueueBuilder<S> _ reducers: () -> ActionStep<S>) {
        storedStep = reducers()
    }

    /// Creates a queue of the reducers of an array, in order.
    ///
    /// - Parameter reducers: The reducers.
    @inlinable
    public init(_ reducers: [Reducer<S>]) {
        storedStep = .sequence(reducers.map(\.step))
    }

    /// Adds a reducer at the end of the queue.
    ///
    /// - Parameter reducer: The reducer.
    @inlinable
    public mutating func append(_ reducer: Reducer<S>) {
        storedStep = storedStep.then(reducer.step)
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

    /// An array of reducers as one step, in order.
    @inlinable
    public static func buildExpression(_ reducers: [Reducer<S>]) -> ActionStep<S> { .sequence(reducers.map(\.step)) }

    /// The steps this builder composes.
    public typealias Step = ActionStep<S>
}
