/// Where a store keeps its ``DispatchObservers``, made the first time they are asked for:
/// `@Store` adds `var observerStorage = DispatchObserverStorage()` to every store, and only
/// OnwardCore assigns it.
///
/// It is one reference inside the store, not an object of its own, so a store that is never
/// observed costs one word and no allocation. It is not generic, so that a class that is not
/// `final` can be a store: a protocol requirement typed with `Self`, as `DispatchObservers<Self>`
/// is, cannot be met by a class that may have subclasses.
public struct DispatchObserverStorage {
    /// The store's observers once made: a `DispatchObservers<S>` for the store type `S` they were
    /// asked for through (see ``Store/dispatchObservers``). Until then, the ``NestedStoreClaim`` on
    /// the store, if it is claimed; the observers hold it once made. One field for both keeps a
    /// store that is neither observed nor claimed at one load and one branch per dispatch.
    @usableFromInline
    var made: AnyObject?

    /// Creates an empty storage.
    public init() {}

    /// The claims on the store, as one ``NestedStoreClaim``, when a history of a store whose state
    /// holds it guards it.
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

    /// Puts a claim on the store, beside those it carries, if it does not carry it yet.
    package mutating func addClaim(_ added: NestedStoreClaim) {
        // A store neither observed nor claimed, as each of 100,000 restored todos is, takes the
        // claim as it is: no casts and no array (a tenth of the instructions, by callgrind).
        guard made != nil else {
            made = added
            return
        }
        guard !isClaimed(by: added) else { return }
        claim = .combining((claim?.all ?? []).filter(\.isActive) + [added])
    }

    /// Takes a claim off the store, keeping the others it carries.
    package mutating func removeClaim(_ removed: NestedStoreClaim) {
        guard let claim, isClaimed(by: removed) else { return }
        self.claim = .combining(claim.all.filter { $0 !== removed && $0.isActive })
    }

    /// Whether the store carries a claim: cheap for a store that only the claim is in.
    ///
    /// - Parameter claim: The claim.
    package func isClaimed(by claim: NestedStoreClaim) -> Bool {
        if made === claim { return true }
        guard let carried = self.claim else { return false }
        return carried === claim || carried.parts.contains { $0 === claim }
    }
}

extension Store {
    /// Whether a dispatch on this claimed store is refused: made from outside the reducers of the
    /// store whose state holds it, so that no history of that store would record it.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - claim: The claim on this store.
    ///   - isAsync: Whether the action is asynchronous.
    /// - Returns: `true` when the dispatch must not run.
    @usableFromInline @inline(never)
    package func refuses(_ name: String, claimedBy claim: NestedStoreClaim, isAsync: Bool) -> Bool {
        // A claim of its own, without the array of one that `all` would make at every dispatch.
        guard !claim.parts.isEmpty else { return refuses(name, claimedByOne: claim, isAsync: isAsync) }
        return claim.parts.contains { refuses(name, claimedByOne: $0, isAsync: isAsync) }
    }

    private func refuses(_ name: String, claimedByOne claim: NestedStoreClaim, isAsync: Bool) -> Bool {
        guard claim.isActive else {
            observerStorage.removeClaim(claim)
            return false
        }
        // A dispatch a reducer of the claiming store makes is made again whenever that reducer
        // runs; one its middleware makes is not, nor one made from outside (a view, a task, another
        // store's action).
        if DispatchContext.isMadeByAReducer(of: claim.owner) {
            // Its state may hold stores that joined: the owner's history looks, unless it is this
            // store's own claim.
            if claim.owner != ObjectIdentifier(self) { claim.dispatchedOn.append(self) }
            return false
        }
        return claim.refuses(name, self, isAsync)
    }
}

/// What holds a store's claim once its observers are made: the observers.
package protocol ClaimHolding: AnyObject {
    /// The claim on the store, if any.
    var claim: NestedStoreClaim? { get set }
}
