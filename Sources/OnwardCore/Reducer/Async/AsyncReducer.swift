/// An asynchronous state change: like ``Reducer``, with a body that may suspend.
///
/// The properties are read on the caller's actor before `body` runs, and written there after it
/// returns. `body` itself runs off that actor, like any nonisolated async function, so the values
/// it receives and returns are `Sendable`. (Middleware, which sees the store itself, stays on it.)
///
/// It must be pure, as a ``Reducer`` must: from the same state and arguments, the same new state,
/// since a replay of an action log runs it again. It may take a while, but it asks no service: an
/// action that awaits a service, or reads the outside world, does so in an ``AsyncMiddleware``,
/// whose dispatches a replay plays back from the log.
public struct AsyncReducer<S: Store>: AsyncActionComponent {
    /// The reducer as a step of an asynchronous action.
    public let asyncStep: AsyncActionStep<S>

    /// Creates a reducer that reads properties and passes their values to `body`.
    ///
    /// - Parameters:
    ///   - keyPaths: The properties to read.
    ///   - body: Receives the values, in the order of `keyPaths`.
    @inlinable
    public init<each Value: Sendable>(
        getter keyPaths: repeat KeyPath<S, each Value>,
        do body: @escaping (repeat each Value) async -> Void
    ) {
        asyncStep = AsyncActionStep { store in
            await body(repeat store[keyPath: each keyPaths])
        }
    }

    /// Creates a reducer that writes the values `body` returns.
    ///
    /// - Parameters:
    ///   - keyPaths: The properties to write.
    ///   - body: Returns the new values, in the order of `keyPaths`.
    @inlinable
    public init<each Value: Sendable>(
        setter keyPaths: repeat ReferenceWritableKeyPath<S, each Value>,
        do body: @escaping () async -> (repeat each Value)
    ) {
        asyncStep = AsyncActionStep { store in
            let values = await body()
            repeat assign(each values, to: each keyPaths, of: store)
        }
    }

    /// Creates a reducer that reads some properties and writes others from their values.
    ///
    /// - Parameters:
    ///   - getKeyPaths: The properties to read.
    ///   - setKeyPaths: The properties to write.
    ///   - body: Receives the read values and returns the new ones, in key path order.
    @inlinable
    public init<each Input: Sendable, each Output: Sendable>(
        get getKeyPaths: repeat KeyPath<S, each Input>,
        set setKeyPaths: repeat ReferenceWritableKeyPath<S, each Output>,
        do body: @escaping (repeat each Input) async -> (repeat each Output)
    ) {
        asyncStep = AsyncActionStep { store in
            let values = await body(repeat store[keyPath: each getKeyPaths])
            repeat assign(each values, to: each setKeyPaths, of: store)
        }
    }
}
