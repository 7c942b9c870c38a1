/// What runs each middleware of a store while an action log is replayed into it, in place of the
/// middleware: the dispatches it made when the log was recorded, so no side effect runs again.
///
/// An action-log replayer sets it as ``DispatchObservers/playback`` for the length of a replay.
/// While it is set, every `Middleware` and `AsyncMiddleware` run of that store calls it with the
/// middleware, which it may run (a replay of an old log that does not hold what effects dispatched
/// does) or not. Reducers run as always.
public final class MiddlewarePlayback<S: Store> {
    /// Called for a synchronous middleware run, with the store and the middleware.
    public let sync: (S, () -> Void) -> Void

    /// Called for an asynchronous middleware run, with the store and the middleware.
    public let async: nonisolated(nonsending) (S, nonisolated(nonsending) () async -> Void) async -> Void

    /// Creates a playback.
    ///
    /// - Parameters:
    ///   - sync: Called for a synchronous middleware run, with the store and the middleware.
    ///   - async: Called for an asynchronous middleware run, with the store and the middleware.
    public init(
        sync: @escaping (S, () -> Void) -> Void,
        async: nonisolated(nonsending) @escaping (S, nonisolated(nonsending) () async -> Void) async -> Void
    ) {
        self.sync = sync
        self.async = async
    }
}
