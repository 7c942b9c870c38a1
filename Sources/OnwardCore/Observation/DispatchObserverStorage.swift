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

    /// The claim of the store whose state holds this one, when that store's history guards the
    /// stores nested in it; see ``NestedStoreClaim``.
    @exclusivity(unchecked) @usableFromInline
    package var claim: NestedStoreClaim?

    /// Creates an empty storage.
    public init() {}

    /// Whether a dispatch on the claimed store that holds this storage is refused: made from
    /// outside the reducers of the store whose state holds it, so that no history of that store
    /// would record it.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - store: The store dispatched on.
    /// - Returns: `true` when the dispatch must not run.
    @usableFromInline @inline(never)
    func refuses(_ name: String, on store: any Store) -> Bool {
        guard let claim else { return false }
        guard claim.isActive else {
            self.claim = nil
            return false
        }
        // A dispatch a reducer of an observed dispatch makes is made again whenever that reducer
        // runs; one a middleware of the claiming store makes is not, nor one made from outside.
        if let parent = DispatchContext.parentOfNewDispatch {
            guard parent.store == claim.owner, parent.middlewareRun != nil else {
                claim.dispatchedOn.append(store)
                return false
            }
        }
        return claim.refuses(name, store)
    }
}
