import Foundation
import OnwardCore

/// A store's history, kept in an action log on disk: every accepted top-level action is appended
/// before `dispatch` returns, the state is restored when the log is opened again, and the store
/// can move back and forth in it (``travel(to:)``), across restarts.
///
/// ```swift
/// let counter = Counter()
/// let history = try await StoreHistory.open("counter.jsonl", recording: counter)  // registry: .storeActions()
/// counter.dispatch(\.increment)  // in the log before dispatch returns
/// try await history.travel(to: history.position - 1)  // undo
/// ```
///
/// One history owns one log file for one store:
/// - **One writer.** The file is locked (`flock`, on the file itself, its symbolic links followed),
///   so a second history on it, in any process, is refused with ``HistoryOpenError/locked(path:pid:)``.
/// - **Opening.** The latest snapshot beside the log (`<log>.snapshot`) that matches it is restored,
///   and only the lines after it replayed. A torn last line, as a crash mid-write leaves it, is
///   cut off after the file as it was is kept as `<log>.torn-<time>`; a damaged log is refused.
///   Lines are not flushed to the disk as they are written: a crash of the system or a power cut
///   may lose the last actions, and what is left still opens.
/// - **Nothing acknowledged is lost.** A log that cannot be written when it is opened (read-only,
///   a full disk) is loaded and left as it is, and the history goes on in a scratch copy of it,
///   where moves in time still work. A write that fails later, an action the log cannot hold (the
///   registry lacks it, or its arguments do not encode), or another program replacing or writing
///   the file, stops the saving, so the log opens again: the store goes on in memory, and moves in time are refused
///   (``HistoryError/notSaving(path:reason:)``). Each is said once through the `report` function
///   (``HistoryNotice``).
/// - **Snapshots** are taken through a temporary file and a rename when the history opens a long
///   log and when it closes, and whenever ``saveSnapshotIfDue()`` finds
///   ``HistoryOptions/snapshotInterval`` actions since the last (call it between commands); never
///   while an action runs whose line is not yet in the log, since its changes so far are not.
public final class StoreHistory<S: SavableStore> {
    /// The log's absolute path, its symbolic links followed.
    public let path: String
    /// Whether the log is a scratch file, removed when the history closes or goes away: a history
    /// kept in memory, or one standing in for a log that cannot be written.
    public let isScratch: Bool
    /// The actions the log may hold.
    public let registry: ActionRegistry<S>
    /// The store the history records; moves in time change it in place.
    public let store: S
    /// The names and limits of the files beside the log.
    public let options: HistoryOptions
    /// The recorder that appends each accepted action to the log.
    let recorder: ActionLogRecorder<S>
    /// The recorder of a ``startRecording(to:)`` in progress, which gets the same lines as the log.
    var recording: ActionLogRecorder<S>?
    /// The lock on the file of ``recording``, held while it records.
    var recordingLock: LogLock?
    /// Why the log stopped being written, if it did.
    let saveStatus: SaveStatus<S.State>
    /// Whether the file where the snapshot goes is not a snapshot, so none is written.
    var leavesSnapshotAlone = false
    /// Whether this scratch history stands in for a log that could not be written when opened.
    public internal(set) var standsInForUnwritableLog = false
    /// The part of the log the last snapshot stands for, loaded or written (or tried); `nil` when
    /// there is none.
    var snapshotPrefix: ActionLogPrefix?
    /// How many undone actions had been dropped then: a drop and a new action may leave the log
    /// the size and the counts it had, with other bytes.
    var droppedAtSnapshot = 0
    /// States after parts of the log, oldest first, where a move in time starts replaying.
    var checkpoints: [Checkpoint<S.State>] = []
    /// The store's state before anything of the log was applied: where a replay from the log's
    /// first line starts.
    let initialState: S.State
    /// Refuses dispatches on nested stores that the log would not hold.
    let nestedStoreGuard: NestedStoreGuard<S>
    /// Refuses dispatches whose line could not replay in its place, while an asynchronous action
    /// runs or a move replays.
    let dispatchOrderGuard: DispatchOrderGuard<S>
    /// The history's guards: stopped when it closes, and left out when a move asks whether the
    /// store has observers of its own.
    var guards: [any HistoryGuard] { [nestedStoreGuard, dispatchOrderGuard] }
    /// Whether ``close()`` was called: a move, a listing or a recording is then refused.
    private(set) var isClosed = false
    /// The lock that keeps a second writer off the log, held while the history lives; none for a
    /// scratch log no one else knows of.
    private var lock: LogLock?

    /// Why the log stopped being written during the session, if it did: the history then goes on
    /// in memory, and refuses moves in time.
    public var stopReason: String? { saveStatus.reason }

    /// Whether everything the store did is in the log asked for: nothing failed to be written.
    public var savedEverything: Bool { !standsInForUnwritableLog && saveStatus.reason == nil }

    /// Whether the store holds what the log, which stopped being written (``stopReason``), does
    /// not: the changes of the action the saving stopped at, or of any later one; or everything,
    /// when another program rewrote the log in place or replaced it and no copy of what it held
    /// was kept (``ActionLogIssue/savedCopy``), or when a move in time found that it no longer
    /// replays. `false` while the log is written, when nothing
    /// changed after the saving stopped, and for a history standing in for a log that could not
    /// be written when opened (``standsInForUnwritableLog``). When it is `true`, no file holds the
    /// store's state: a program may keep it elsewhere before it ends.
    public var hasUnsavedChanges: Bool { !standsInForUnwritableLog && saveStatus.hasUnsavedChanges }

    init(
        path: String,
        isScratch: Bool,
        lock: LogLock?,
        store: S,
        initialState: S.State,
        registry: ActionRegistry<S>,
        options: HistoryOptions,
        report: @escaping (HistoryNotice) -> Void,
        checksumOfStart: LogChecksum.Running? = nil
    ) throws(ActionLogError) {
        self.path = path
        self.isScratch = isScratch
        self.lock = lock
        self.store = store
        self.initialState = initialState
        self.registry = registry
        self.options = options
        let saveStatus = SaveStatus(report: report, state: { [unowned store] in store.state })
        self.saveStatus = saveStatus
        if let lock, !isScratch {
            recorder = try ActionLogRecorder(
                appendingTo: path, openLog: lock.descriptor, registry: registry, checksumOfStart: checksumOfStart,
                onIssue: saveStatus.recorderIssue)
        } else {
            recorder = try ActionLogRecorder(appendingTo: path, registry: registry, onIssue: saveStatus.recorderIssue)
        }
        // The log must open again: an action it cannot hold stops the saving, as a failed write does.
        recorder.stopsAtUnrecordable = true
        store.dispatchObservers.addFirst(recorder)
        nestedStoreGuard = NestedStoreGuard(store: store, report: report)
        dispatchOrderGuard = DispatchOrderGuard(
            store: store, report: report,
            unrecordedDispatch: { [unowned recorder] in recorder.unrecordedDispatch(runningMiddleware: $0) },
            isSaving: { [unowned saveStatus] in saveStatus.reason == nil })
        nestedStoreGuard.replaysAsync = { [unowned dispatchOrderGuard] in dispatchOrderGuard.replaysAsync }
        LoadedStores.note(self, keeping: store)
    }

    /// The longest line the log, and a recording started later, may get: an action whose line is
    /// longer stops the saving, since the log would no longer open. Lowered by tests.
    package var maximumLineLength: Int {
        get { recorder.maximumLineLength }
        set { recorder.maximumLineLength = newValue }
    }

    deinit {
        for each in guards { each.stop() }
        store.dispatchObservers.remove(recorder)
        if let recording { store.dispatchObservers.remove(recording) }
        if isScratch, !isClosed { ScratchLog.remove(path) }  // else removed by `close()`
    }

    /// Reads the log through the descriptor of its lock, or, for a scratch log (whose lock, if any,
    /// is the unwritable log's it stands in for), one opened for the read: the file the history
    /// writes is read, not whatever its path names now.
    ///
    /// - Returns: What `read` returns, or `nil` when the log cannot be opened.
    func readingLog<Result>(_ read: (Int32) -> Result?) -> Result? {
        if let lock, !isScratch { return read(lock.descriptor) }
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { Foundation.close(descriptor) }
        return read(descriptor)
    }

    /// How many actions the log holds, undone ones included.
    public var actionCount: Int { recorder.actionCount }

    /// How many actions are in effect: the state is the one after action `position`.
    public var position: Int { recorder.position }

    /// How many actions are undone: after ``position``.
    public var undoneCount: Int { recorder.undoneCount }

    /// Takes a snapshot if the log changed since the last one, stops recording the store (and any
    /// recording to another file) and lets go of the log: another history may open it then. A
    /// scratch log (``isScratch``) is removed, so a history that is never deinitialized (kept in a
    /// global) leaves none behind once closed.
    ///
    /// An action still running (an asynchronous one, awaiting) is recorded when it ends, as it
    /// would have been: until then the history keeps the log, and refuses other dispatches on the
    /// store as while any such action runs; then it takes the snapshot and lets go of the log. Await
    /// the action before the program ends, or it is not in the log. A recording to another file
    /// stops at once, without it. A move in time that awaits (``travel(to:)``) ends first, then the
    /// history closes.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        saveStatus.isClosing = true
        if recorder.actionInFlight != nil {
            if recording != nil { _ = try? stopRecording() }
            recorder.whenNoActionRuns = { [self] in finishClosingIfIdle() }
        }
        finishClosingIfIdle()
    }

    /// What ``close()`` does once no move in time or action runs: called by it, and again when a
    /// move ends and when the last action running ends.
    func finishClosingIfIdle() {
        guard isClosed, !dispatchOrderGuard.isMoving, recorder.actionInFlight == nil else { return }
        saveSnapshotIfChanged()
        if recording != nil { _ = try? stopRecording() }
        store.dispatchObservers.remove(recorder)
        for each in guards { each.stop() }
        recorder.close()
        LoadedStores.note(nil, keeping: store)
        lock = nil
        if isScratch { ScratchLog.remove(path) }
    }
}
