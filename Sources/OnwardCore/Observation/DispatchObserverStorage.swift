/// Where a store keeps its ``DispatchObservers``, made the first time they are asked for:
/// `@Store` adds `let observerStorage = DispatchObserverStorage()` to every store.
///
/// It is not generic, so that a class that is not `final` can be a store: a protocol requirement
/// typed with `Self`, as `DispatchObservers<Self>` is, cannot be met by a class that may have
/// subclasses. A store that is never observed never makes its observers.
public final class DispatchObserverStorage {
    /// The store's observers once made: a `DispatchObservers<S>` for the store type `S` they were
    /// asked for through (see ``Store/dispatchObservers``). Until then, the ``NestedStoreClaim`` on
    /// the store, if it is claimed; the observers hold it once made. One field for both keeps a
    /// store that is neither observed nor claimed at one load and one branch per dispatch.
    @exclusivity(unchecked) @usableFromInline
    var made: AnyObject?

    /// Creates an empty storage.
    public init() {}

    /// The claim of the store whose state holds this one, when a history of that store guards
    /// the stores nested in it; see ``NestedStoreClaim``.
    package var claim: NestedStoreClaim? {
        get {
            if let claim = made as? NestedStoreClaim { return claim }
            return (made as? any ClaimHolding)?.claim
        }
        set {
            if let holder = made as? any ClaimHolding {
                holder.claim = newValue
            } else {
                made = newValue
            }
        }
    }

    /// Whether a claim is the one on this store: cheap for a store that only the claim is in.
    ///
    /// - Parameter claim: The claim.
    package func isClaimed(by claim: NestedStoreClaim) -> Bool {
        made === claim || (made as? any ClaimHolding)?.claim === claim
    }

    /// Whether a dispatch on the claimed store that holds this storage is refused: made from
    /// outside the reducers of the store whose state holds it, so that no history of that store
    /// would record it.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - store: The store dispatched on.
    ///   - claim: The claim on it.
    /// - Returns: `true` when the dispatch must not run.
    @usableFromInline @inline(never)
    func refuses(_ name: String, on store: any Store, claimedBy claim: NestedStoreClaim) -> Bool {
        guard claim.isActive else {
            self.claim = nil
            return false
        }
        // A dispatch a reducer of the claiming store makes is made again whenever that reducer
        // runs; one its middleware makes is not, nor one made from outside (a view, a task, another
        // store's action).
        if DispatchContext.isMadeByAReducer(of: claim.owner) {
            claim.dispatchedOn.append(store)
            return false
        }
        return claim.refuses(name, store)
    }
}

/// What holds a store's claim once its observers are made: the observers.
package protocol ClaimHolding: AnyObject {
    /// The claim on the store, if any.
    var claim: NestedStoreClaim? { get set }
}
