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
    ///
    /// - Parameter store: The store: observers made for its type are found by a class cast. Other
    ///   observers (made for its superclass) are found by a cast to `ClaimHolding`, whose first use
    ///   for each type of observers looks through every conformance in the program (0.4 M
    ///   instructions at `todos`'s start-up, by callgrind).
    package func claim<S: Store>(on store: S) -> NestedStoreClaim? {
        if let claim = made as? NestedStoreClaim { return claim }
        return holder(on: store)?.claim
    }

    /// Puts a claim on the store, beside those it carries, if it does not carry it yet.
    package mutating func addClaim<S: Store>(_ added: NestedStoreClaim, on store: S) {
        // A store neither observed nor claimed, as each of 100,000 restored todos is, takes the
        // claim as it is: no casts and no array (a tenth of the instructions, by callgrind).
        guard made != nil else {
            made = added
            return
        }
        guard !isClaimed(by: added, on: store) else { return }
        setClaim(.combining((claim(on: store)?.all ?? []).filter(\.isActive) + [added]), on: store)
    }

    /// Takes a claim off the store, keeping the others it carries.
    package mutating func removeClaim<S: Store>(_ removed: NestedStoreClaim, on store: S) {
        guard let claim = self.claim(on: store), isClaimed(by: removed, on: store) else { return }
        setClaim(.combining(claim.all.filter { $0 !== removed && $0.isActive }), on: store)
    }

    /// Whether the store carries a claim: cheap for a store that only the claim is in.
    ///
    /// - Parameters:
    ///   - claim: The claim.
    ///   - store: The store.
    package func isClaimed<S: Store>(by claim: NestedStoreClaim, on store: S) -> Bool {
        if made === claim { return true }
        guard let carried = self.claim(on: store) else { return false }
        return carried === claim || carried.parts.contains { $0 === claim }
    }

    private mutating func setClaim<S: Store>(_ claim: NestedStoreClaim?, on store: S) {
        if let holder = holder(on: store) {
            holder.claim = claim
        } else {
            made = claim
        }
    }

    /// The observers, when they are made.
    private func holder<S: Store>(on _: S) -> (any ClaimHolding)? {
        guard let made, !(made is NestedStoreClaim) else { return nil }
        return made as? DispatchObservers<S> ?? made as? any ClaimHolding
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
            observerStorage.removeClaim(claim, on: self)
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
