/// A store's claim on the stores nested in its state, which a history of it puts on each of them:
/// a dispatch on a claimed store made from outside the owner's reducers (by a row of a view, a
/// middleware of the owner, a task) is shown to ``refuses`` before it runs.
///
/// Such a dispatch would change the owner's state with nothing in the owner's log to make it again,
/// so the history refuses it, and says so, rather than let the log stop determining the state. A
/// dispatch a reducer of the owner makes on a nested store runs as always: the reducer makes it
/// again on a replay. The claim is checked only on claimed stores, so an unclaimed store's dispatch
/// pays nothing more for it.
///
/// A store may carry more than one claim (a store nested in a history's store may have a history of
/// its own): each of them decides, and a dispatch any of them refuses does not run.
///
/// A claimed store is in its owner's state, so in its owner's isolation domain: the history
/// writes the claim, and the store's dispatches read it and add to ``dispatchedOn``, on that
/// domain only, as every other field of a store's storage.
@usableFromInline
package final class NestedStoreClaim {
    /// The store whose state holds the claimed stores.
    package let owner: ObjectIdentifier

    /// Whether the claim holds; a claim no longer active is dropped by the store that meets it.
    @exclusivity(unchecked) package var isActive = true

    /// Decides about a dispatch from outside the owner's reducers, given its action's name, its
    /// store and whether the action is asynchronous: `true` refuses it.
    package let refuses: (String, any Store, Bool) -> Bool

    /// The claimed stores that a reducer dispatched on since the owner's history last looked: stores
    /// may have joined their state.
    @exclusivity(unchecked) package var dispatchedOn: [any Store] = []

    /// For a store that carries more than one claim, those claims, each of which decides; empty
    /// for a claim of its own.
    let parts: [NestedStoreClaim]

    /// Creates a claim.
    ///
    /// - Parameters:
    ///   - owner: The store whose state holds the claimed stores.
    ///   - refuses: Decides about a dispatch from outside the owner's reducers.
    package init(owner: AnyObject, refuses: @escaping (String, any Store, Bool) -> Bool) {
        self.owner = ObjectIdentifier(owner)
        self.refuses = refuses
        parts = []
    }

    /// The claims a store carries, as one claim: the claim itself when there is one.
    static func combining(_ claims: [NestedStoreClaim]) -> NestedStoreClaim? {
        guard claims.count > 1 else { return claims.first }
        return NestedStoreClaim(parts: claims)
    }

    private init(parts: [NestedStoreClaim]) {
        owner = parts[0].owner
        refuses = { _, _, _ in false }
        self.parts = parts
    }

    /// The claims this one stands for: its parts, or itself.
    package var all: [NestedStoreClaim] { parts.isEmpty ? [self] : parts }

    /// The dispatch running that the dispatch being decided is made by, if any: a store's, or a
    /// middleware run of one.
    package static var parentOfNewDispatch: DispatchParent? {
        DispatchContext.parentOfNewDispatch
    }

    /// The nearest dispatch or middleware run the dispatch being decided is made within that
    /// `isWanted` accepts, innermost first.
    package static func nearestRun(where isWanted: (DispatchParent) -> Bool) -> DispatchParent? {
        DispatchContext.nearestRun(where: isWanted)
    }
}
