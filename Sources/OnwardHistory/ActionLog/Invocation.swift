/// How to dispatch a log line's action on a store: decode the line's arguments, then run the
/// action with them.
@usableFromInline
enum Invocation<S> {
    /// A synchronous action; throws ``ArgumentMismatch`` before dispatching anything.
    case sync((JSONArguments, S) throws -> Void)

    /// An asynchronous action; throws ``ArgumentMismatch`` before dispatching anything.
    case async(_ run: nonisolated(nonsending) (JSONArguments, S) async throws -> Void)
}
