import Foundation
import OnwardCore

/// Records every top-level dispatch on a store to an action log, one JSON line per action.
///
/// ```swift
/// let recorder = try ActionLogRecorder(path: "todos.log", registry: registry)
/// store.dispatchObservers.add(recorder)
/// store.dispatch(\.add, "Buy milk")   // appends {"seq":1,"action":"add","args":["Buy milk"]}
/// ```
/// ``init(path:registry:timestamps:onIssue:)`` creates (or empties) the file and writes the header
/// at once; ``init(appendingTo:registry:timestamps:onIssue:)`` goes on with an existing log,
/// numbering from its last action. Each action's line is written with one `write(2)` when the
/// action finishes, before the dispatch returns, so a crash loses at most the action in flight.
/// What an action's middleware dispatched on the store is recorded with it, as its `effects`: a
/// replay applies those in place of the middleware, so no side effect (a file read, a request, the
/// clock) runs again and the log alone determines the state. A run's effects are listed in the
/// order they started, except that one an observer made as another effect of the run started, whose
/// changes came first, is listed before that effect. Dispatches a reducer makes are made
/// again by the reducer, and are not recorded. A dispatch with no running parent (made by another
/// task, or by a `Task` that outlived the dispatch that started it) is top-level, whatever its
/// ``DispatchEvent/depth``: it is recorded in its own line, in the order the actions finish.
///
/// Undo and redo are position lines: ``move(to:)`` writes `{"position":N}`, and a replay then
/// stops after action N, keeping the later ones for a redo. The next recorded action first drops
/// the undone actions and the position lines from the file (an editor's undo: a new change after
/// an undo discards what was undone), so action lines never follow a position line.
///
/// An action the registry does not know, or whose arguments fail to encode, is not skipped
/// silently: its line says `"unrecorded":"<reason>"`, so a replay stops exactly there with that
/// reason, and the problem is reported at once to `onIssue` (by default, to standard error). So is
/// an action during which the middleware of a dispatch a reducer of the store made on it (or an
/// observer made within the reducer's run) dispatched on the store: the log holds neither, and a
/// replay, which makes the reducer's dispatch again and plays nothing for its middleware, would
/// reach another state. The recorder learns it as that middleware dispatches, and says it in the
/// action's line, written when the action ends as every line is.
///
/// A line that cannot be written (a full disk, a file size limit) stops the recorder: what was
/// written of the line is cut off, the file is closed, and the issue reported has
/// ``ActionLogIssue/stopsRecording`` set. The log then holds exactly the actions before that one.
/// So does a path that no longer names the file the recorder writes (``checkPath()``), after the
/// file is kept beside it; a file another program wrote to (its size is not the one this recorder
/// left, or its time of change is not and its bytes are not either); and an action after an undo
/// when the undone actions cannot be cut off (the file is shorter than the actions in effect, or
/// cannot be truncated).
public final class ActionLogRecorder<S: Store>: DispatchObserver {
    /// The log's path.
    public let path: String

    /// The problems met so far, in order.
    public private(set) var issues: [ActionLogIssue] = []

    /// How many action lines the log holds (recorded and unrecorded ones): those it had when it was
    /// opened for appending, and those written since, less any undone actions dropped.
    public private(set) var actionCount = 0

    /// How many of the log's actions are in effect: ``actionCount``, unless ``move(to:)`` undid
    /// some.
    public private(set) var position = 0

    /// How many actions are undone: in the log after ``position``. The next recorded action drops
    /// them.
    public var undoneCount: Int { actionCount - position }

    /// How many undone actions this recorder has dropped from the log, to record new ones after
    /// them.
    package private(set) var droppedCount = 0

    private let registry: ActionRegistry<S>
    private let timestamps: ActionLogTimestamps
    /// Whether an action that cannot be recorded stops the recorder, as a failed write does,
    /// instead of getting an `unrecorded` line: a history's log stays one that opens, holding
    /// exactly the actions before it, where a replay would stop at that line.
    package var stopsAtUnrecordable = false
    /// The longest line written: an action whose line is longer is not recorded, since the log's
    /// readers would refuse it (``LogLineReader/maximumLength``).
    package var maximumLineLength = LogLineReader.maximumLength
    private let onIssue: (ActionLogIssue) -> Void
    private var descriptor: Int32
    private let identity: FileIdentity?
    /// What this recorder's last write left: the file's size, its time of change, and its last
    /// bytes (up to 64). Another size, or another time with other bytes than ``written``, means
    /// another program wrote to the file; when it grew, the last bytes being where they were tell
    /// an append from a save in place.
    private var left: (size: off_t, modified: timespec, tail: [UInt8]) = (0, timespec(), [])
    /// The checksum of the bytes this recorder left in the file, read when it opened it and kept
    /// up to date as it writes: compared with the file's only when its time of change moved and
    /// its size did not (a `touch`, a backup tool). `nil` when the file could not be read then.
    private var written: LogChecksum.Running?
    /// Whether position lines follow the last action line, to be cut before the next action.
    private var hasPositionLines = false
    /// The dispatches running on the store, from `willDispatch` to `didDispatch`.
    private var running: [RunningDispatch] = []
    /// Why a running top-level action cannot be recorded, by its id, met while it ran (its entry in
    /// ``running`` says so): its line then says `unrecorded`.
    private var unrecordableReasons: [DispatchID: String] = [:]

    /// Creates the log file (emptying an existing one) and writes its header. A new file is
    /// readable by its owner alone (mode 0600). The file is locked as a history locks its log, for
    /// as long as the recorder records: one another writer holds is refused, and left as it is.
    ///
    /// - Parameters:
    ///   - path: Where to write the log.
    ///   - registry: The actions that can be recorded.
    ///   - timestamps: Whether to add an `at` time to each line; none by default.
    ///   - onIssue: Called for each action that cannot be recorded; by default the issue is
    ///     written to standard error.
    /// - Throws: ``ActionLogError`` when the file cannot be created, locked or written, or another
    ///   writer holds it (``ActionLogError/Kind-swift.struct/logInUse``).
    public convenience init(
        path: String,
        registry: ActionRegistry<S>,
        timestamps: ActionLogTimestamps = .none,
        onIssue: ((ActionLogIssue) -> Void)? = nil
    ) throws(ActionLogError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.fileError(path, errno, "create") }
        // Emptied only once locked as a history locks its log, so a log another writer holds (a
        // history, in this process or another) is never emptied under it; held while recording.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            Foundation.close(descriptor)
            guard code == EWOULDBLOCK else { throw Self.fileError(path, code, "lock") }
            throw Self.failure(.logInUse, path, "another writer holds it (a history, or another process)")
        }
        guard ftruncate(descriptor, 0) == 0 else {
            let code = errno
            Foundation.close(descriptor)
            throw Self.fileError(path, code, "empty")
        }
        if let code = FileDescriptorWriter.write(ActionLogFormat.header(storeType: "\(S.self)") + "\n", to: descriptor)
        {
            Foundation.close(descriptor)
            throw Self.fileError(path, code, "write", line: 1)
        }
        self.init(path: path, descriptor: descriptor, registry: registry, timestamps: timestamps, onIssue: onIssue)
    }

    /// Opens an existing log to add actions after its last one; creates it when it is missing or
    /// empty.
    ///
    /// Only the header and the end of the log are read: the header must be one for this store
    /// type, and the last action's `seq` tells where numbering goes on. A log that ends with
    /// position lines opens at that position, so ``undoneCount`` counts the undone actions. Replay
    /// the log first to check every line (a replay also reports a torn final line, which this
    /// refuses). A last line that is complete but lacks its newline gets one.
    ///
    /// - Parameters:
    ///   - path: The log's path.
    ///   - registry: The actions that can be recorded.
    ///   - timestamps: Whether to add an `at` time to each line; none by default.
    ///   - onIssue: Called for each action that cannot be recorded; by default the issue is
    ///     written to standard error.
    /// - Throws: ``ActionLogError`` when the file cannot be opened or written, its header is not
    ///   one for this store type, or its last line is torn.
    public convenience init(
        appendingTo path: String,
        registry: ActionRegistry<S>,
        timestamps: ActionLogTimestamps = .none,
        onIssue: ((ActionLogIssue) -> Void)? = nil
    ) throws(ActionLogError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.fileError(path, errno, "open") }
        try self.init(
            appendingTo: path, descriptor: descriptor, registry: registry, timestamps: timestamps, onIssue: onIssue)
    }

    /// Goes on with a log its owner holds open for reading and writing, through a descriptor of
    /// the recorder's own (`dup`), as ``init(appendingTo:registry:timestamps:onIssue:)`` does
    /// with a path: the file is not opened again. Its writes are appends from then on.
    ///
    /// - Parameter checksumOfStart: The checksum of the log's first bytes, as its owner read them
    ///   (a snapshot's part of it): only the bytes after them are read for the recorder's own.
    /// - Throws: ``ActionLogError`` as the path's initializer does.
    package convenience init(
        appendingTo path: String,
        openLog: Int32,
        registry: ActionRegistry<S>,
        checksumOfStart: LogChecksum.Running? = nil,
        onIssue: ((ActionLogIssue) -> Void)? = nil
    ) throws(ActionLogError) {
        let descriptor = fcntl(openLog, F_DUPFD_CLOEXEC, 0)
        guard descriptor >= 0, fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_APPEND) == 0 else {
            let code = errno
            if descriptor >= 0 { Foundation.close(descriptor) }
            throw Self.fileError(path, code, "open")
        }
        try self.init(
            appendingTo: path, descriptor: descriptor, registry: registry, timestamps: .none,
            checksumOfStart: checksumOfStart, onIssue: onIssue)
    }

    /// Goes on with a log open for appending; the recorder owns the descriptor, and closes it when
    /// the log is refused.
    private convenience init(
        appendingTo path: String,
        descriptor: Int32,
        registry: ActionRegistry<S>,
        timestamps: ActionLogTimestamps,
        checksumOfStart: LogChecksum.Running? = nil,
        onIssue: ((ActionLogIssue) -> Void)?
    ) throws(ActionLogError) {
        let tail: LogTail
        do {
            tail = try Self.checkForAppending(descriptor, path: path)
        } catch {
            Foundation.close(descriptor)
            throw error
        }
        self.init(
            path: path, descriptor: descriptor, registry: registry, timestamps: timestamps,
            checksumOfStart: checksumOfStart, onIssue: onIssue)
        actionCount = tail.lastSeq
        position = tail.position ?? tail.lastSeq
        hasPositionLines = tail.hasPositionLines
    }

    private init(
        path: String,
        descriptor: Int32,
        registry: ActionRegistry<S>,
        timestamps: ActionLogTimestamps,
        checksumOfStart: LogChecksum.Running? = nil,
        onIssue: ((ActionLogIssue) -> Void)?
    ) {
        self.path = path
        self.descriptor = descriptor
        self.registry = registry
        self.timestamps = timestamps
        self.onIssue = onIssue ?? { FileDescriptorWriter.write("onward: \($0)\n", to: 2) }
        identity = FileIdentity(descriptor: descriptor)
        noteWhatWasLeft()
        // Of a log opened from its snapshot, only the lines after the snapshot's part are read: its
        // owner checked that part's checksum (a 100,000-action log's 5 MB, 6.8M instructions).
        written =
            checksumOfStart.flatMap { LogChecksum.running(descriptor, length: Int(left.size), continuing: $0) }
            ?? LogChecksum.running(descriptor, length: Int(left.size))
        if let identity { RecordingFiles.insert(identity) }
    }

    deinit {
        close()
    }

    /// Notes the dispatch: a top-level action, an effect of a recorded one, or neither.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store.
    public func willDispatch(_ event: DispatchEvent, to store: S) {
        let parent = event.parent.flatMap { parent in
            running.last { $0.id == parent.id && ObjectIdentifier(store) == parent.store }.map { ($0, parent) }
        }
        let dispatch = RecordedDispatch(name: event.name, arguments: event.arguments)
        let unseen = event.depth - running.count
        switch parent {
        case nil:
            running.append(
                RunningDispatch(
                    id: event.id, recorded: dispatch, name: event.name, unseen: unseen, byObserver: false,
                    topLevel: event.id))
        case (let running, let parent)?:
            // Made by a middleware of a recorded dispatch: an effect. Made by a reducer: made again
            // by the reducer at replay, so neither it nor what it makes is recorded.
            let effect = parent.middlewareRun.flatMap { run in running.recorded.map { ($0, run) } }
            if let (recorded, run) = effect {
                // Made by an observer as another effect of the run started: its changes come first.
                let started = event.madeAsStartOf.flatMap { id in self.running.last { $0.id == id }?.recorded }
                recorded.add(dispatch, inRun: run, before: started)
            } else if parent.middlewareRun != nil {
                // Made by the middleware of a dispatch the log does not hold, which a replay makes
                // again and plays nothing for: the top-level action cannot be recorded.
                noteUnrecordable(dispatch: event.name, middlewareOf: running)
            }
            // Made in a reducer's run by an observer of a dispatch made in that run, as it started
            // or ended: the dispatch whose start the observers were told of started after the
            // run's, or one more dispatch than then is one the store counts and this recorder,
            // told first, saw end. Not by depth alone: effects of another run that run beside the
            // reducer's dispatch (another task's) count in it too.
            let byObserver =
                parent.middlewareRun == nil
                && (unseen > running.unseen || startedAfter(event.madeAsStartOf, parent: parent.id))
            self.running.append(
                RunningDispatch(
                    id: event.id, recorded: effect == nil ? nil : dispatch, name: event.name, unseen: unseen,
                    byObserver: byObserver, topLevel: running.topLevel))
        }
    }

    /// Notes, on the top-level action it runs in, that a dispatch was made by the middleware of
    /// `maker`, which the log does not hold: its line says `unrecorded`, with the first such reason.
    private func noteUnrecordable(dispatch name: String, middlewareOf maker: RunningDispatch) {
        guard let index = running.lastIndex(where: { $0.id == maker.topLevel }), !running[index].isUnrecordable
        else { return }
        running[index].isUnrecordable = true
        unrecordableReasons[maker.topLevel] =
            "the middleware of \(maker.name) dispatched \(name), and "
            + HistoryNotice.unrecordedMiddlewareCause(
                maker: maker.name, storeType: "\(S.self)", byObserver: maker.byObserver, keeper: "the log")
    }

    /// Whether a running dispatch started after another one that still runs.
    private func startedAfter(_ id: DispatchID?, parent: DispatchID) -> Bool {
        guard let id, let started = running.lastIndex(where: { $0.id == id }),
            let run = running.lastIndex(where: { $0.id == parent })
        else { return false }
        return started > run
    }

    /// The running dispatch on the store whose middleware run `parent` is, when the log holds
    /// neither it nor what that middleware dispatches: a dispatch made within a run of one of the
    /// store's reducers, by the reducer or by an observer as a dispatch the reducer made started or
    /// ended, which a replay makes again through the reducer, playing nothing for its middleware.
    ///
    /// - Returns: The dispatch's name and whether an observer made it, or `nil` when `parent` is no
    ///   middleware run of such a dispatch.
    package func unrecordedDispatch(runningMiddleware parent: DispatchParent) -> (name: String, byObserver: Bool)? {
        guard parent.middlewareRun != nil, let entry = running.last(where: { $0.id == parent.id }),
            entry.recorded == nil, !entry.isTopLevel
        else { return nil }
        return (entry.name, entry.byObserver)
    }

    /// The top-level action running, if one is, its line not yet in the log: its changes so far
    /// are in the store, and not in what the log replays to.
    package var actionInFlight: String? { running.first { $0.isTopLevel }?.recorded?.name }

    /// Called once, when the last top-level action running ends, after its line is written (or
    /// its failure reported): what a history that closed while it ran does then.
    package var whenNoActionRuns: (() -> Void)?

    /// Appends the line of a finished top-level dispatch, with its effects, first dropping undone
    /// actions.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store.
    public func didDispatch(_ event: DispatchEvent, to store: S) {
        guard let index = running.lastIndex(where: { $0.id == event.id }) else { return }
        let finished = running.remove(at: index)
        // Taken out before any return, so that no reason outlives its action.
        let unrecordable = finished.isUnrecordable ? unrecordableReasons.removeValue(forKey: event.id) : nil
        defer {
            if finished.isTopLevel, actionInFlight == nil, let then = whenNoActionRuns {
                whenNoActionRuns = nil
                then()
            }
        }
        guard finished.isTopLevel, let recorded = finished.recorded, descriptor >= 0,
            checkPath(before: event.name)
        else { return }
        // The action follows the ones in effect: its number is the position's next.
        let seq = position + 1
        let line: String
        do throws(Stop) {
            if let reason = unrecordable { throw Stop(reason: reason) }
            let arguments = try encodedArguments(of: recorded, on: store)
            // Built only up to the line's budget: past it, only its length is counted.
            let effects =
                recorded.effects.isEmpty ? nil : try encodedEffects(of: recorded, on: store, budget: maximumLineLength)
            let text = ActionLogFormat.actionLine(
                seq: seq, action: event.name, arguments: arguments, effects: effects?.text, timestamp: timestamps.text)
            let length = text.utf8.count + (effects?.droppedLength ?? 0)
            guard length <= maximumLineLength else {
                throw Stop(
                    reason: "its line takes \(LogLineReader.size(length)), more than the "
                        + "\(LogLineReader.size(maximumLineLength)) a log's line may, so the log could not be opened again"
                )
            }
            line = text
        } catch {
            // Stopped before the undone actions are dropped, so that a redo still has them.
            guard !stopsAtUnrecordable else { return stopRecording(seq: seq, action: event.name, reason: error.reason) }
            line = ActionLogFormat.unrecordedLine(seq: seq, action: event.name, reason: error.reason)
            report(seq: seq, action: event.name, reason: error.reason)
        }
        let before = (actionCount, position, droppedCount, hasPositionLines)
        var undone: [UInt8] = []
        if hasPositionLines {
            do throws(Stop) {
                undone = try dropUndoneActions()
            } catch {
                // The action cannot follow the ones in effect: the recorder stops, as after a
                // failed append, so that no later line follows a log that lacks it.
                return stopRecording(seq: seq, action: event.name, reason: error.reason)
            }
        }
        actionCount += 1
        position = actionCount
        if let failure = append(line) {
            // The log stays exactly as it was before this action, its undone actions put back so
            // that a redo still has them, instead of getting a hole in the middle: the recorder stops.
            guard putBack(undone) else {
                // The undone actions are gone with the line: the counts say so.
                actionCount = position - 1
                position = actionCount
                return stopRecording(
                    seq: seq, action: event.name,
                    reason: failure.reason + "; the undone actions after \(position) could not be put back")
            }
            (actionCount, position, droppedCount, hasPositionLines) = before
            stopRecording(seq: seq, action: event.name, reason: failure.reason)
        }
    }

    /// Writes one line at the end of the log. When the write fails (a full disk may take part of
    /// the line), what it wrote is cut off, so the log never holds part of a line; when even that
    /// fails, the recorder closes, so that no later line is joined to the part.
    ///
    /// - Returns: `nil`, or why the line was not written.
    private func append(_ line: String) -> FileFailure? {
        let text = Array((line + "\n").utf8)
        let (end, failure) = FileDescriptorWriter.append(text, to: descriptor)
        guard let failure else {
            // The size this write left, not the one read after it, which another program's append
            // meanwhile would be part of.
            noteWhatWasLeft(size: end + off_t(text.count), tail: Array(text.suffix(64)))
            written?.add(text)
            return nil
        }
        if !failure.isCutBack { close() }
        noteWhatWasLeft(size: end)
        return FileFailure(code: failure.code, operation: "write")
    }

    /// Writes a position line: the log's state is now the one after action `position`, and the
    /// actions after it are undone (kept, so a later move can redo them).
    ///
    /// The store is not changed: replay the log into a new store to reach the state.
    /// - Parameter position: How many actions are in effect, from 0 to ``actionCount``.
    /// - Throws: ``ActionLogError`` when the position is out of range, the recorder is closed or
    ///   the line cannot be written.
    public func move(to position: Int) throws(ActionLogError) {
        guard descriptor >= 0 else {
            throw Self.failure(.unreadableFile, path, "the recorder is closed")
        }
        guard checkPath(before: "") else {
            throw Self.failure(.unreadableFile, path, issues.last?.reason ?? "")
        }
        guard position >= 0, position <= actionCount else {
            throw Self.failure(
                .positionOutOfRange, path, "position \(position) is out of range: the log holds \(actionCount) actions")
        }
        let line = ActionLogFormat.positionLine(position: position, timestamp: timestamps.text)
        if let failure = append(line) {
            // Closed when the part written could not be cut off: nothing more may follow it.
            if descriptor < 0 { report(seq: actionCount + 1, action: "", reason: failure.reason, stopsRecording: true) }
            throw Self.failure(.unreadableFile, path, failure.reason)
        }
        self.position = position
        hasPositionLines = true
    }

    /// Stops recording for a reason the caller met, such as a move the log made that this
    /// recorder's file could not follow: closes the file and reports an issue that stops recording.
    package func stop(because reason: String) {
        guard descriptor >= 0 else { return }  // stopped already, and said so
        stopRecording(seq: actionCount + 1, action: "", reason: reason)
    }

    /// Closes the file, so that no later line is written, and reports an issue that says why.
    private func stopRecording(seq: Int, action: String, reason: String) {
        close()
        report(seq: seq, action: action, reason: reason, stopsRecording: true)
    }

    /// Whether the log's path still names the file this recorder writes (the same device and
    /// inode), as this recorder left it (the same size). When another program replaced the file
    /// (an editor that saves by rename, a sync tool) or removed it, what is written from then on
    /// would go to a file no path reaches: the recorder keeps the file as it is beside the path,
    /// as `<path>.session-<UTC time>` (``ActionLogIssue/savedCopy``), stops, and reports an issue
    /// that stops recording. When another program wrote to the file itself, appending a line or
    /// saving it in place (its size is not the one this recorder left, or its time of change is
    /// not and its bytes are not either), the recorder's counts may no longer be the file's: it
    /// stops, and reports an issue that stops recording, leaving the file as the other program
    /// did. A new time of change alone (a `touch`, a backup tool), with the bytes this recorder
    /// left, is no change: the bytes are read and compared only then. (A write within the same
    /// tick of the file system's clock as the recorder's own, with the same size, is not seen.)
    ///
    /// Every line is written after this check; call it before reading the log by its path too.
    /// - Returns: `true` while the recorder records and its path names its file.
    @discardableResult
    public func checkPath() -> Bool {
        checkPath(before: "")
    }

    private func checkPath(before action: String) -> Bool {
        guard descriptor >= 0 else { return false }
        guard let identity else { return true }
        var status = stat()
        if stat(path, &status) == 0, FileIdentity(status) == identity {
            let isSameSize = status.st_size == left.size
            if isSameSize, isSameTime(status.st_mtim, left.modified) { return true }
            // Only the time changed (a `touch`, a backup tool): no change if the bytes are the ones left.
            if isSameSize, let written, written.length == Int(left.size),
                LogChecksum.of(descriptor, length: written.length) == written.text
            {
                left.modified = status.st_mtim
                return true
            }
            // Grown, with what this recorder wrote last where it was: appended to, not saved over.
            let wasAppendedTo =
                status.st_size > left.size && bytes(endingAt: left.size, limit: left.tail.count) == left.tail
            let reason =
                wasAppendedTo
                ? "another program appended to it during this session"
                : status.st_size < left.size
                    ? "the log is shorter than this session left it; it was changed by someone else"
                    : "another program changed it during this session"
            close()
            report(
                seq: actionCount + 1, action: action, reason: reason, stopsRecording: true,
                fileWasReplaced: !wasAppendedTo)
            return false
        }
        var reason = "another program replaced or removed it during this session"
        let copy = LogBackup.keep(descriptor, beside: path, as: "session")
        if case .failure(let failure) = copy { reason += "; keeping a copy failed (\(failure.reason))" }
        close()
        report(
            seq: actionCount + 1, action: action, reason: reason, stopsRecording: true, fileWasReplaced: true,
            savedCopy: try? copy.get())
        return false
    }

    /// Whether two times of change are the same, to the nanosecond.
    private func isSameTime(_ one: timespec, _ other: timespec) -> Bool {
        one.tv_sec == other.tv_sec && one.tv_nsec == other.tv_nsec
    }

    /// Notes the file's size, time of change and last bytes, as this recorder's own write left them.
    private func noteWhatWasLeft(size: off_t? = nil, tail: [UInt8]? = nil) {
        var status = stat()
        guard descriptor >= 0, fstat(descriptor, &status) == 0 else { return }
        let size = size ?? status.st_size
        left = (size, status.st_mtim, tail ?? bytes(endingAt: size))
    }

    /// The file's last bytes before an offset, up to `limit`; none when they cannot be read.
    private func bytes(endingAt end: off_t, limit: Int = 64) -> [UInt8] {
        let count = Int(min(end, off_t(limit)))
        var bytes = [UInt8](repeating: 0, count: count)
        let read = try? LogFileScan.readFully(descriptor, into: &bytes, count: count, at: Int(end) - count)
        return read == count ? bytes : []
    }

    /// Stops recording and closes the file; later dispatches are not recorded.
    public func close() {
        guard descriptor >= 0 else { return }
        Foundation.close(descriptor)
        descriptor = -1
        if let identity { RecordingFiles.remove(identity) }
    }

    /// Cuts the file after the action line of ``position``: the undone actions and every position
    /// line go.
    ///
    /// - Returns: The bytes cut off, for ``putBack(_:)`` when the line after them cannot be written.
    private func dropUndoneActions() throws(Stop) -> [UInt8] {
        let kept: LogChecksum.Running?
        do {
            kept = try LogChecksum.running(descriptor, lines: position + 1)
        } catch {
            throw Stop(reason: error.reason)
        }
        guard let kept, let size = LogFileScan.size(of: descriptor), size >= kept.length else {
            throw Stop(reason: "the log is shorter than its \(position) actions; it was changed by someone else")
        }
        let end = kept.length
        var undone = [UInt8](repeating: 0, count: size - end)
        do throws(FileFailure) {
            guard try LogFileScan.readFully(descriptor, into: &undone, count: undone.count, at: end) == undone.count
            else { throw FileFailure(code: EIO, operation: "read the undone actions") }
        } catch {
            throw Stop(reason: error.reason)
        }
        guard ftruncate(descriptor, off_t(end)) == 0 else {
            throw Stop(reason: FileFailure(code: errno, operation: "drop the undone actions").reason)
        }
        noteWhatWasLeft()
        written = kept
        droppedCount += actionCount - position
        actionCount = position
        hasPositionLines = false
        return undone
    }

    /// Writes back at the end of the log the undone actions ``dropUndoneActions()`` cut off.
    ///
    /// - Returns: Whether the log holds them again (or there were none).
    private func putBack(_ undone: [UInt8]) -> Bool {
        guard !undone.isEmpty else { return true }
        guard descriptor >= 0 else { return false }
        let (_, failure) = FileDescriptorWriter.append(undone, to: descriptor)
        noteWhatWasLeft()
        if failure == nil { written?.add(undone) }
        return failure == nil
    }

    private func report(
        seq: Int, action: String, reason: String, stopsRecording: Bool = false, fileWasReplaced: Bool = false,
        savedCopy: String? = nil
    ) {
        let issue = ActionLogIssue(
            file: path, line: seq + 1, action: action, reason: reason, stopsRecording: stopsRecording,
            fileWasReplaced: fileWasReplaced, savedCopy: savedCopy)
        issues.append(issue)
        onIssue(issue)
    }

    /// Why the recorder cannot record a dispatch: its arguments or effects cannot be written, or
    /// the undone actions cannot be dropped before it.
    private struct Stop: Error {
        let reason: String
    }

    /// A recorded dispatch's effects as JSON text, `[[effect,…],…]`, kept only up to `budget` bytes:
    /// past it, the text is dropped and its length alone is counted (every effect is still encoded,
    /// so that one that cannot be is said first, as it always was).
    private func encodedEffects(of dispatch: RecordedDispatch, on store: S, budget: Int) throws(Stop)
        -> LineBudgetText
    {
        var text = LineBudgetText(budget: budget)
        for (index, run) in dispatch.effects.enumerated() {
            text.append(index == 0 ? "[[" : ",[")
            for (position, effect) in run.enumerated() {
                do throws(Stop) {
                    let arguments = try encodedArguments(of: effect, on: store)
                    let nested =
                        effect.effects.isEmpty
                        ? nil : try encodedEffects(of: effect, on: store, budget: text.remaining)
                    let object = ActionLogFormat.effect(
                        action: effect.name, arguments: arguments, effects: nested?.text)
                    text.append(
                        (position == 0 ? "" : ",") + object, dropped: nested?.droppedLength ?? 0)
                } catch {
                    throw Stop(reason: "its effect \"\(effect.name)\" cannot be recorded: \(error.reason)")
                }
            }
            text.append("]")
        }
        text.append("]")
        return text
    }

    private func encodedArguments(of dispatch: RecordedDispatch, on store: S) throws(Stop) -> [String] {
        guard let entry = registry.entry(named: dispatch.name, for: store) else {
            throw Stop(
                reason: registry.refusal(of: dispatch.name, for: store) ?? "not registered in ActionRegistry<\(S.self)>"
            )
        }
        let reason: String
        do {
            return try entry.encode(dispatch.arguments)
        } catch ArgumentMismatch.count(let expected, let found) {
            reason = "it takes \(expected) \(expected == 1 ? "argument" : "arguments"), the dispatch gave \(found)"
        } catch ArgumentMismatch.type(let index, let expected) {
            reason = "argument \(index + 1) should be \(expected)"
        } catch ArgumentMismatch.encoding(let index, let why) {
            reason = "argument \(index + 1) does not encode: \(why)"
        } catch {
            reason = "its arguments do not encode: \(error)"
        }
        throw Stop(reason: reason)
    }

    /// An error about the file as a whole, from a failed system call.
    private static func fileError(_ path: String, _ code: Int32, _ operation: String, line: Int = 0) -> ActionLogError {
        failure(.unreadableFile, path, line: line, FileFailure(code: code, operation: operation).reason)
    }

    /// An error about the log at `path`: about the file as a whole (line 0) unless `line` is given.
    private static func failure(_ kind: ActionLogError.Kind, _ path: String, line: Int = 0, _ reason: String)
        -> ActionLogError
    {
        ActionLogError(kind: kind, file: path, line: line, reason: reason)
    }

    /// Checks that an open log can be appended to, writing the header of an empty one.
    ///
    /// - Returns: What its end says: the last action's number and the position.
    private static func checkForAppending(_ descriptor: Int32, path: String) throws(ActionLogError) -> LogTail {
        let first: Data?
        let tail: LogTail
        do throws(FileFailure) {
            first = try LogFileScan.firstLine(of: descriptor)
            guard first != nil else {
                let header = ActionLogFormat.header(storeType: "\(S.self)") + "\n"
                if let code = FileDescriptorWriter.write(header, to: descriptor) {
                    _ = ftruncate(descriptor, 0)  // no part of a header: the log stays empty
                    throw FileFailure(code: code, operation: "write")
                }
                return LogTail()
            }
            // Empty lines at the end (an editor's) would stand between the last line and the next.
            if let end = try LogFileScan.endWithoutEmptyLines(of: descriptor), ftruncate(descriptor, off_t(end)) != 0 {
                throw FileFailure(code: errno, operation: "cut the empty lines at its end")
            }
            tail = try LogTail(descriptor: descriptor)
        } catch {
            throw failure(.unreadableFile, path, error.reason)
        }
        guard case .object(let fields)? = first.flatMap(JSONValue.parse) else {
            let header = ActionLogFormat.header(storeType: "\(S.self)")
            throw failure(.missingHeader, path, line: 1, "missing header: the first line must be \(header)")
        }
        if let (kind, reason) = ActionLogHeader.problem(in: fields, storeType: "\(S.self)") {
            throw failure(kind, path, line: 1, reason)
        }
        if let version = ActionLogHeader.version(in: fields), version != ActionLogFormat.version {
            throw failure(
                .unsupportedVersion, path, line: 1,
                "cannot append to a version \(version) log: upgrade it to version \(ActionLogFormat.version) "
                    + "first (ActionLogReplayer.upgrade)")
        }
        if tail.isTorn {
            throw failure(
                .tornFinalLine, path,
                "torn final line (no trailing newline): replay the log to keep its complete lines, "
                    + "and cut the torn one, before appending")
        }
        if let problem = tail.problem {
            throw failure(.malformedLine, path, "cannot append: \(problem)")
        }
        if let position = tail.position, position > tail.lastSeq {
            throw failure(
                .positionOutOfRange, path, "the last position, \(position), is past the last action, \(tail.lastSeq)")
        }
        if !tail.endsWithLineBreak, let code = FileDescriptorWriter.write("\n", to: descriptor) {
            throw fileError(path, code, "write")
        }
        return tail
    }
}

/// A dispatch running on the store, as an ``ActionLogRecorder`` notes it from `willDispatch` to
/// `didDispatch`.
private struct RunningDispatch {
    let id: DispatchID
    /// What is recorded of it: `nil` for one a reducer made, which a replay makes again (and for
    /// what it makes).
    let recorded: RecordedDispatch?
    /// Its action's name.
    let name: String
    /// How many dispatches the store counted as running and the recorder did not hold as it
    /// started: those whose start the recorder was not yet told of, or whose end it was.
    let unseen: Int
    /// Whether an observer made it within a reducer's run.
    let byObserver: Bool
    /// The top-level action it runs in: its own id for a top-level action.
    let topLevel: DispatchID
    /// Whether a top-level action cannot be recorded, as a dispatch made while it ran showed: the
    /// recorder keeps why apart, so that copying an entry costs no more than it did.
    var isUnrecordable = false

    /// Whether it is a top-level action, written in a line of its own when it finishes.
    var isTopLevel: Bool { id == topLevel }
}
