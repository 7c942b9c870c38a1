import Synchronization

/// The claims of the histories open now, by the store each guards, so that a store made inside
/// one of that store's dispatches (a page a reducer adds, a book a middleware makes from what a
/// server sent) is claimed from the moment it exists, not only once the dispatch ends: an
/// asynchronous action may await while the store it made is already in the state.
///
/// A store asks when its ``DispatchObserverStorage`` is made; while no history is open, that is
/// one atomic load.
package enum OpenClaims {
    /// How many claims are open: what a new store reads first.
    private static let count = Atomic<Int>(0)
    /// The open claims, by their owner.
    private static let claims = Mutex<[ObjectIdentifier: NestedStoreClaim]>([:])

    /// Opens a claim: stores made inside its owner's dispatches from now on start claimed.
    ///
    /// - Parameter claim: The claim.
    package static func open(_ claim: NestedStoreClaim) {
        claims.withLock { $0[claim.owner] = claim }
        count.add(1, ordering: .sequentiallyConsistent)
    }

    /// Closes a claim opened before.
    ///
    /// - Parameter claim: The claim.
    package static func close(_ claim: NestedStoreClaim) {
        let removed = claims.withLock { open in
            guard open[claim.owner] === claim else { return false }
            open[claim.owner] = nil
            return true
        }
        if removed { count.subtract(1, ordering: .sequentiallyConsistent) }
    }

    /// The claim a store made now starts with: that of the store whose observed dispatch (or
    /// middleware run) is running around it, if a history of that store is open.
    static func claimForNewStore() -> NestedStoreClaim? {
        guard count.load(ordering: .relaxed) > 0, let running = DispatchContext.parentOfNewDispatch else {
            return nil
        }
        return claims.withLock { $0[running.store] }
    }
}
