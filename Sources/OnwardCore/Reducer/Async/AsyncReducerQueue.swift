/// Synchronous and asynchronous reducers grouped to run one after another, as one component.
public struct AsyncReducerQueue<S: Store>: AsyncActionComponent {
    /// The queue as a step of an asynchronous action.
    public let asyncStep: AsyncActionStep<S>

    /// Creates a queue of the reducers the builder lists, in order.
    ///
    /// - Parameter reducers: Builds the reducers.
    @inlinable
    public init(@AsyncReducerQueueBuilder<S> _ reducers: () -> AsyncActionStep<S>) {
        asyncStep = reducers()
    }
}

/// Builds an ``AsyncReducerQueue``: like ``AsyncActionBuilder``, but it accepts only reducers.
@resultBuilder
public enum AsyncReducerQueueBuilder<S: Store>: StepBuilder {
    /// An asynchronous reducer as a step.
    @inlinable
    public static func buildExpression(_ reducer: AsyncReducer<S>) -> AsyncActionStep<S> { reducer.asyncStep }

    /// A synchronous reducer as a step.
    @inlinable
    public static func buildExpression(_ reducer: Reducer<S>) -> AsyncActionStep<S> { reducer.step.asyncStep }

    /// A nested queue as a step.
    @inlinable
    public static func buildExpression(_ queue: AsyncReducerQueue<S>) -> AsyncActionStep<S> { queue.asyncStep }

    /// A nested synchronous queue as a step.
    @inlinable
    public static func buildExpression(_ queue: ReducerQueue<S>) -> AsyncActionStep<S> { queue.step.asyncStep }

    /// The steps this builder composes.
    public typealias Step = AsyncActionStep<S>
}
