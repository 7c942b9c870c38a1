/// A registered action under the name it has for a store, linked to the next one; or, alone,
/// under the name a log line gives it.
///
/// The registry's lookup of a name by its UTF-8 bytes walks this list: following references lets
/// replay's code, generic over the store type, find an action without instantiating generic type
/// metadata for every line, as indexing an array of entries would.
final class ResolvedAction<S> {
    /// The name's UTF-8 bytes.
    let utf8: [UInt8]

    /// The name.
    let name: String

    /// The action.
    let entry: RegisteredAction<S>

    /// The next resolved action, if any.
    let next: ResolvedAction<S>?

    /// Creates a resolved action in front of others.
    init(name: String, entry: RegisteredAction<S>, next: ResolvedAction<S>?) {
        self.utf8 = Array(name.utf8)
        self.name = name
        self.entry = entry
        self.next = next
    }
}
