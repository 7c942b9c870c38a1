import OnwardCore

/// Keeps the log in the order the store's state changed, though an action's line is written when
/// the action ends: refuses a dispatch on the store that its line could not replay in its place,
/// and says so (``HistoryNotice/refusedWhileRunning(action:storeType:running:)``).
///
/// - While the history opens or moves in time, a dispatch the replay does not make is refused: one
///   made elsewhere while a replayed asynchronous action awaits, or by an observer of the store
///   while a replayed action, or a played-back effect, runs. A replay records nothing, so the first
///   would not be in the log; the log holds what the observer dispatched when the action first ran
///   (as an effect, when it reacted to one), so the second would be made twice.
/// - While an asynchronous action runs, any other dispatch with a line of its own is refused: the
///   action's line, written when it ends, would replay after the dispatch's what the action did
///   before, such as reading the state that an asynchronous reducer then writes from.
/// - A dispatch made by the middleware of a dispatch that a reducer of the store made, or that an
///   observer made as such a dispatch started or ended, is refused
///   (``HistoryNotice/refusedFromUnrecordedMiddleware(action:storeType:middlewareOf:byObserver:)``):
///   the log holds the reducer's action, not that dispatch, so a replay makes it again through the
///   reducer and plays nothing for its middleware.
/// - A dispatch made by a reducer of another store that a history keeps is refused
///   (``HistoryNotice/refusedFromAnotherHistory(action:storeType:madeBy:)``): that history's
///   replays run the reducer again, so the dispatch would be made, and recorded, again.
///
/// A dispatch has a line of its own, as the recorder writes it, unless a dispatch on the store that
/// is still running made it (an effect, in that dispatch's line). The guard claims the store
/// (``NestedStoreClaim``), beside any other claim on it; during a move, only while a replayed
/// asynchronous action runs, or throughout if the store has observers of its own.
final class DispatchOrderGuard<S: SavableStore>: DispatchObserver, HistoryGuard {
    private weak var store: S?
    private let report: (HistoryNotice) -> Void
    private let isSaving: () -> Bool
    private var claim: NestedStoreClaim!
    /// The dispatches that run, and the asynchronous action among them with a line of its own.
    private let order = RunningDispatches()
    /// Whether the history opens or moves in time.
    private(set) var isMoving = false
    /// Whether ``stop()`` was called: an asynchronous action that outlived the history still ends
    /// here, and must not put the claim back.
    private var isStopped = false
    private var isOpening = false
    /// Whether the claim is held for the whole move: the store has observers, which may dispatch.
    private var holdsThroughMove = false
    /// The name of the dispatch whose middleware run a parent is, and whether an observer made it,
    /// when the log holds neither it nor what that middleware dispatches
    /// (``ActionLogRecorder/unrecordedDispatch(runningMiddleware:)``).
    private let unrecordedDispatch: (DispatchParent) -> (name: String, byObserver: Bool)?

    /// Starts watching a store's dispatches.
    init(
        store: S,
        report: @escaping (HistoryNotice) -> Void,
        unrecordedDispatch: @escaping (DispatchParent) -> (name: String, byObserver: Bool)? = { _ in nil },
        isSaving: @escaping () -> Bool
    ) {
        self.store = store
        self.report = report
        self.unrecordedDispatch = unrecordedDispatch
        self.isSaving = isSaving
        claim = NestedStoreClaim(owner: store) { [unowned self] name, _, isAsync in refuses(name, isAsync: isAsync) }
        store.dispatchObservers.addFirst(self)  // sees an action end before an observer reacts to it
        updateHold()
    }

    /// Stops watching: nothing is refused any more.
    func stop() {
        isStopped = true
        claim.isActive = false
        release()
        store?.dispatchObservers.remove(self)
    }

    /// Refuses the dispatches a move does not make, from now until ``endMove()``: those made while
    /// a replayed asynchronous action awaits, and those an observer makes while a replayed action,
    /// or a played-back effect, runs.
    ///
    /// - Parameters:
    ///   - isOpening: Whether the move is the replay that opens the history.
    ///   - isObserved: Whether the store has observers other than the history's, which may dispatch
    ///     on it as a replayed action or effect starts or ends: every dispatch is then followed.
    func startMove(isOpening: Bool = false, isObserved: Bool) {
        isMoving = true
        self.isOpening = isOpening
        holdsThroughMove = isObserved
        order.followsEvery = isObserved
        updateHold()
    }

    /// Whether a move replays an asynchronous action, which may await.
    var replaysAsync: Bool { isMoving && order.running != nil }

    /// Ends what ``startMove()`` started.
    func endMove() {
        isMoving = false
        isOpening = false
        order.followsEvery = false
        updateHold()
    }

    func willDispatch(_ event: DispatchEvent, to store: S) {
        if order.begin(event, on: ObjectIdentifier(store)) { updateHold() }
    }

    func didDispatch(_ event: DispatchEvent, to store: S) {
        if order.end(event, on: ObjectIdentifier(store)) { updateHold() }
    }

    private func refuses(_ name: String, isAsync: Bool) -> Bool {
        guard let store, isSaving() else { return false }
        let identity = ObjectIdentifier(store)
        let storeType = "\(S.self)"
        let parent = NestedStoreClaim.parentOfNewDispatch
        let running = order.running.flatMap { order.hasOwnLine(madeBy: parent, on: identity) ? $0 : nil }
        if running != nil || (isMoving && isMadeByAnObserver(on: store, identity)) {
            report(
                isOpening
                    ? .refusedWhileOpening(action: name, storeType: storeType)
                    : .refusedWhileRunning(action: name, storeType: storeType, running: isMoving ? nil : running?.name))
            return true
        }
        // Made by the middleware of a dispatch a reducer of the store made: not in the log.
        if !isMoving, let parent, parent.store == identity,
            parent.middlewareRun != nil, let maker = unrecordedDispatch(parent)
        {
            report(
                .refusedFromUnrecordedMiddleware(
                    action: name, storeType: storeType, middlewareOf: maker.name, byObserver: maker.byObserver))
            return true
        }
        // Made by a reducer of another kept store, nearer than any run of this store or a
        // middleware of a kept store: that history's replays make it again.
        guard !isMoving,
            let maker = NestedStoreClaim.nearestRun(where: {
                $0.store == identity || LoadedStores.keptStore($0.store) != nil
            }), maker.store != identity, maker.middlewareRun == nil,
            let makerStore = LoadedStores.keptStore(maker.store)
        else { return false }
        report(.refusedFromAnotherHistory(action: name, storeType: storeType, madeBy: "\(type(of: makerStore))"))
        return true
    }

    /// Whether a dispatch during a move, which no reducer of the store made (the claim lets those
    /// through), is an observer's, reacting to a replayed dispatch: it is made while one runs, and
    /// within no run of the store (the replay makes its lines with none running), or within a
    /// played-back middleware run while a dispatch of that run still runs, its observers' calls
    /// included (the playback makes a run's recorded dispatches one after the other, from the run
    /// itself). The second is told only while every dispatch is followed: when the store has
    /// observers of its own.
    private func isMadeByAnObserver(on store: S, _ identity: ObjectIdentifier) -> Bool {
        let observers = store.dispatchObservers
        guard observers.runningCount > 0 else { return false }
        guard let run = NestedStoreClaim.nearestRun(where: { $0.store == identity }) else { return true }
        guard holdsThroughMove else { return false }
        // A run whose dispatch started before the move (a task's, started by a live middleware)
        // is no replay's.
        guard let depth = order.depth(of: run.id) else { return true }
        return observers.runningCount > depth + 1
    }

    /// Holds the claim while dispatches from elsewhere may reach the store: always, but during a
    /// move (whose replayed dispatches would each pay for it) only while a replayed asynchronous
    /// action runs, or an observer may dispatch.
    private func updateHold() {
        if !isStopped, !isMoving || holdsThroughMove || order.running != nil {
            if let store { store.observerStorage.addClaim(claim, on: store) }
        } else {
            release()
        }
    }

    private func release() {
        if let store { store.observerStorage.removeClaim(claim, on: store) }
    }
}

/// The dispatches on one store that run, nested or not, from `willDispatch` to `didDispatch`, with
/// their depths, and the asynchronous action among them with a line of its own, for
/// ``DispatchOrderGuard``. Not generic, so that following every dispatch costs no generic metadata.
private final class RunningDispatches {
    private var runs: [(id: DispatchID, depth: Int)] = []
    /// The asynchronous action with a line of its own that runs, if one does.
    private(set) var running: (id: DispatchID, name: String)?
    /// Whether every dispatch is noted, as during a move in an observed store; otherwise only
    /// those that may come between others: an asynchronous action, and what starts while one runs.
    var followsEvery = false

    /// Notes a dispatch that starts.
    ///
    /// - Returns: Whether it is an asynchronous action with a line of its own, and none ran: it
    ///   runs now.
    func begin(_ event: DispatchEvent, on store: ObjectIdentifier) -> Bool {
        // A synchronous dispatch while no asynchronous action runs ends before another can start
        // (synchronous code does not suspend): nothing to note, as in most of a replay.
        guard event.isAsync || running != nil || followsEvery else { return false }
        defer { runs.append((event.id, event.depth)) }
        guard event.isAsync, running == nil, hasOwnLine(madeBy: event.parent, on: store) else { return false }
        running = (event.id, event.name)
        return true
    }

    /// Notes a dispatch that ended.
    ///
    /// - Returns: Whether it is the running action, which no longer runs.
    func end(_ event: DispatchEvent, on store: ObjectIdentifier) -> Bool {
        if runs.last?.id == event.id {
            runs.removeLast()
        } else if let index = runs.lastIndex(where: { $0.id == event.id }) {
            runs.remove(at: index)
        }
        guard event.id == running?.id else { return false }
        running = nil
        return true
    }

    /// Whether a dispatch made by `parent` has a line of its own: it is not made by a dispatch on
    /// the store that still runs.
    func hasOwnLine(madeBy parent: DispatchParent?, on store: ObjectIdentifier) -> Bool {
        guard let parent, parent.store == store else { return true }
        return !runs.contains { $0.id == parent.id }
    }

    /// The depth of a dispatch that runs, if it is noted.
    func depth(of id: DispatchID) -> Int? {
        runs.last { $0.id == id }?.depth
    }
}
