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
/// A dispatch has a line of its own, as the recorder writes it, unless a dispatch on the store that
/// is still running made it (an effect, in that dispatch's line). The guard claims the store
/// (``NestedStoreClaim``) only while an asynchronous action runs or the history moves; a claim of
/// another history, whose store holds this one, is asked first meanwhile.
final class DispatchOrderGuard<S: SavableStore>: DispatchObserver {
    private weak var store: S?
    private let report: (HistoryNotice) -> Void
    private let isSaving: () -> Bool
    private var claim: NestedStoreClaim!
    /// A claim of another history on the store, nested in that history's store, asked first while
    /// this one is on it.
    private var setAside: NestedStoreClaim?
    /// The dispatches on the store that run, nested or not, from `willDispatch` to `didDispatch`.
    private var runningIDs: [DispatchID] = []
    /// The asynchronous action with a line of its own that runs, and the state the log replays to
    /// while it has changed nothing (not read during a move, which refuses every other dispatch).
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
        let hasOwnLine = hasOwnLine(madeBy: event.parent)
        runningIDs.append(event.id)
        guard hasOwnLine, event.isAsync, running == nil else { return }
        running = (event.id, event.name, isMoving ? nil : store.state)
        hold()
    }

    func didDispatch(_ event: DispatchEvent, to store: S) {
        if let index = runningIDs.lastIndex(of: event.id) { runningIDs.remove(at: index) }
        if !claim.dispatchedOn.isEmpty { claim.dispatchedOn = [] }  // the store's reducers on itself
        guard let running, hasOwnLine(madeBy: event.parent) else { return }
        if event.id == running.id {
            self.running = nil
            if !isMoving { release() }
        } else if !isMoving {
            // A line written while it runs: the state the log replays to is this one.
            self.running?.state = store.state
        }
    }

    /// Whether a dispatch made by `parent` has a line of its own: it is not made by a dispatch on
    /// the store that still runs.
    private func hasOwnLine(madeBy parent: DispatchParent?) -> Bool {
        guard let parent, let store, parent.store == ObjectIdentifier(store) else { return true }
        return !runningIDs.contains(parent.id)
    }

    private func refuses(_ name: String, isAsync: Bool) -> Bool {
        guard let store else { return false }
        if let setAside {
            if !setAside.isActive {
                self.setAside = nil
            } else if store.refuses(name, claimedBy: setAside, isAsync: isAsync) {
                return true
            }
        }
        guard let running, hasOwnLine(madeBy: NestedStoreClaim.parentOfNewDispatch), isSaving(),
            isMoving || isAsync || store.state != running.state
        else { return false }
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
