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
public enum ReducerQueueBuilder<S: Store> {
    /// A reducer as a step.
    @inlinable
    public static func buildExpression(_ reducer: Reducer<S>) -> ActionStep<S> { reducer.step }

    /// A nested queue as a step.
    @inlinable
    public static func buildExpression(_ queue: ReducerQueue<S>) -> ActionStep<S> { queue.step }

    /// An empty queue.
    @inlinable
    public static func buildBlock() -> ActionStep<S> { .empty }

    /// The first reducer of a block.
    @inlinable
    public static func buildPartialBlock(first: ActionStep<S>) -> ActionStep<S> { first }

    /// The reducers so far, then the next one.
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
        ActionBuilder<S>.buildArray(steps)
    }
}
