import OnwardCore

/// Keeps the log in the order the store's state changed, though an action's line is written when
/// the action ends: refuses a dispatch on the store that its line could not replay in its place,
/// and says so (``HistoryNotice/refusedWhileRunning(action:storeType:running:)``).
///
/// - While the history moves in time, a dispatch from elsewhere (made while a replayed
///   asynchronous action awaits) is refused: a move records nothing, so it would not be in the log.
/// - While an asynchronous action runs, a dispatch is refused once that action has changed the
///   state (since it started, or since the last line written meanwhile): its line, written when it
///   ends, would replay those changes after the dispatch's. An asynchronous dispatch is refused
///   as soon as another runs, since the two could change the state in turns.
///
/// It claims the store (``NestedStoreClaim``) only while an asynchronous action runs or the
/// history moves, so other dispatches pay nothing for it.
final class DispatchOrderGuard<S: SavableStore>: DispatchObserver {
    private weak var store: S?
    private let report: (HistoryNotice) -> Void
    private let isSaving: () -> Bool
    private var claim: NestedStoreClaim!
    /// A claim of another history on the store, nested in that history's store, set aside while
    /// this one holds.
    private var setAside: NestedStoreClaim?
    /// The top-level asynchronous action running, and the state the log replays to while it has
    /// changed nothing (not read during a move, which refuses every other dispatch).
    private var running: (id: DispatchID, name: String, state: S.State?)?
    private var isMoving = false

    /// Starts watching a store's dispatches.
    init(store: S, report: @escaping (HistoryNotice) -> Void, isSaving: @escaping () -> Bool) {
        self.store = store
        self.report = report
        self.isSaving = isSaving
        claim = NestedStoreClaim(owner: store) { [unowned self] name, _, isAsync in refuses(name, isAsync: isAsync) }
        store.dispatchObservers.add(self)
    }

    /// Stops watching: nothing is refused any more.
    func stop() {
        release()
        store?.dispatchObservers.remove(self)
    }

    /// Refuses the dispatches a move does not make, from now until ``endMove()``.
    func startMove() {
        isMoving = true
        hold()
    }

    /// Ends what ``startMove()`` started.
    func endMove() {
        isMoving = false
        if running == nil { release() }
    }

    func willDispatch(_ event: DispatchEvent, to store: S) {
        guard event.parent == nil, event.isAsync, running == nil else { return }
        running = (event.id, event.name, isMoving ? nil : store.state)
        hold()
    }

    func didDispatch(_ event: DispatchEvent, to store: S) {
        claim.dispatchedOn = []  // the store's own reducers' dispatches on it, which need nothing
        guard event.parent == nil, let running else { return }
        if event.id == running.id {
            self.running = nil
            if !isMoving { release() }
        } else {
            // A line written while it runs: the state it replays to is this one.
            if !isMoving { self.running?.state = store.state }
        }
    }

    private func refuses(_ name: String, isAsync: Bool) -> Bool {
        guard let store, let running, !claim.isMadeWithinADispatchOfOwner, isSaving() else { return false }
        guard isMoving || isAsync || store.state != running.state else { return false }
        report(.refusedWhileRunning(action: name, storeType: "\(S.self)", running: isMoving ? nil : running.name))
        return true
    }

    private func hold() {
        guard let store, !store.observerStorage.isClaimed(by: claim) else { return }
        setAside = store.observerStorage.claim
        store.observerStorage.claim = claim
    }

    private func release() {
        guard let store, store.observerStorage.isClaimed(by: claim) else { return }
        store.observerStorage.claim = setAside
        setAside = nil
    }
}
