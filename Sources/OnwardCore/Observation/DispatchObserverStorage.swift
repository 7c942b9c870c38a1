/// Where a store keeps its ``DispatchObservers``, made the first time they are asked for:
/// `@Store` adds `let observerStorage = DispatchObserverStorage()` to every store.
///
/// It is not generic, so that a class that is not `final` can be a store: a protocol requirement
/// typed with `Self`, as `DispatchObservers<Self>` is, cannot be met by a class that may have
/// subclasses. A store that is never observed never makes its observers.
public final class DispatchObserverStorage {
    /// The store's observers once made: a `DispatchObservers<S>` for the store type `S` they were
    /// asked for through (see ``Store/dispatchObservers``).
    @exclusivity(unchecked) @usableFromInline
    var made: AnyObject?

    /// Creates an empty storage.
    public init() {}
}
