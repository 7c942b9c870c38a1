/// A decoded action, ready to dispatch on a store.
@usableFromInline
enum Invocation<S> {
    /// A synchronous dispatch.
    case sync((S) -> Void)

    /// An asynchronous dispatch.
    case async(_ run: nonisolated(nonsending) (S) async -> Void)
}
