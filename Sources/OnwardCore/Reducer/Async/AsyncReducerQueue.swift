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
public enum AsyncReducerQueueBuilder<S: Store> {
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

    /// An empty queue.
    @inlinable
    public static func buildBlock() -> AsyncActionStep<S> { .empty }

    /// The first reducer of a block.
    @inlinable
    public static func buildPartialBlock(first: AsyncActionStep<S>) -> AsyncActionStep<S> { first }

    /// The reducers so far, then the next one.
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
        AsyncActionBuilder<S>.buildArray(steps)
    }
}
