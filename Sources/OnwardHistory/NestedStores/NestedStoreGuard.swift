import OnwardCore

/// Keeps a history's log whole against dispatches on the stores nested in its store's state: it
/// claims each of them (``NestedStoreClaim``) when the history starts and after every top-level
/// dispatch, and refuses a dispatch on one that no reducer of the store made, saying so.
///
/// Such a dispatch (`list.todos[0].dispatch(\.toggle)` in a row of a view, or in a middleware of
/// the list) would change the state with nothing in the log to make it again, so the next opening
/// would reach another state. A reducer's dispatch on a nested store runs: a replay makes it again.
/// Nested stores are found by the `visitNestedStores(_:)` that `@Store` generates
/// (``NestedStoreVisit``), in properties typed as stores or collections of them.
final class NestedStoreGuard<S: Store>: DispatchObserver, HistoryGuard {
    /// The claim put on every nested store.
    private(set) var claim: NestedStoreClaim!
    /// Whether the history is moving in time: its replay's dispatches on nested stores run.
    var isPaused = false
    /// Whether a move replays an asynchronous action that awaits: a dispatch from elsewhere can
    /// come then, and is refused as at any other time.
    var replaysAsync: () -> Bool = { false }
    private weak var store: S?
    private let report: (HistoryNotice) -> Void

    /// Starts guarding the stores nested in a store's state.
    init(store: S, report: @escaping (HistoryNotice) -> Void) {
        self.store = store
        self.report = report
        claim = NestedStoreClaim(owner: store) { [unowned self] name, nested, _ in refuses(name, on: nested) }
        claimNestedStores()
        store.dispatchObservers.addFirst(self)
    }

    /// Stops guarding: the claims are dropped as the stores meet them.
    func stop() {
        claim.isActive = false
        claim.dispatchedOn = []
        store?.dispatchObservers.remove(self)
    }

    /// Claims the stores that joined the state since the last time: those in the store's own
    /// properties, and those in the state of a claimed store that a reducer dispatched on; or, in
    /// full, every store in the state, as after a move in time, whose restore may change the
    /// state of stores it keeps.
    func claimNestedStores(full: Bool = false) {
        guard let store else { return }
        let holders: [any Store] = [store] + claim.dispatchedOn
        claim.dispatchedOn = []
        var searched: Set<ObjectIdentifier> = []
        NestedStores.search(from: holders) { nested in
            guard nested !== store else { return false }
            let isNew = !nested.observerStorage.isClaimed(by: claim, on: nested)
            if isNew { nested.observerStorage.addClaim(claim, on: nested) }
            return isNew || (full && searched.insert(ObjectIdentifier(nested)).inserted)
        }
    }

    func willDispatch(_ event: DispatchEvent, to store: S) {}

    func didDispatch(_ event: DispatchEvent, to store: S) {
        // A move in time claims once, after its replay.
        if event.depth == 0, !isPaused { claimNestedStores() }
    }

    /// Refuses a dispatch on a claimed store from outside the store's reducers, if that store is
    /// still in the state; one that left it is no longer claimed.
    private func refuses(_ name: String, on nested: any Store) -> Bool {
        guard !isPaused || replaysAsync(), let store else { return false }
        guard NestedStores.holds(nested, in: store) else {
            nested.observerStorage.removeClaim(claim, on: nested)
            return false
        }
        report(.refusedDispatch(action: name, on: "\(type(of: nested))", storeType: "\(S.self)"))
        return true
    }
}
