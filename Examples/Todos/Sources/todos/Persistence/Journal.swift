import Foundation
import Onward
import TodosCore

/// The action log of a session: locked, replayed into the store at start-up, then appended to
/// with every accepted action before the prompt returns.
///
/// Start-up replays the log into the store, then opens it for appending: the file is never
/// rewritten. When the snapshot beside the log (``JournalSnapshot``) matches it, start-up restores
/// the state from it and replays only the lines after it, so it does not grow with the log
/// (`Journal+Snapshot.swift`). A torn last line, as a crash mid-write leaves it,
/// is cut off after the file as it was is kept as `<log>.torn-<time>`; a damaged log is left as
/// it is and refused. `--memory` gets a scratch journal in the temporary folder, removed when the
/// session ends, so that undo works there too.
///
/// A log that cannot be written to — read-only, or on a full disk — is still loaded: the session
/// then goes on in memory, on a scratch copy of it, after an error and a warning; the log is left
/// as it is. When a write fails later in the session, ``SaveFailure`` reports it and the session
/// goes on in memory.
///
/// The log is also the session's history: ``travel(to:)`` (in `Journal+TimeTravel.swift`) replays
/// it into a new store up to an action and records the new position, for `:undo`, `:redo` and
/// `:jump`.
@MainActor
final class Journal {
    /// The log's absolute path.
    let path: String
    /// Whether the log is a scratch file for `--memory`, removed when the journal goes away.
    let isScratch: Bool
    /// The actions the log may hold.
    let registry = ActionRegistry<ToDoStore>.interactorActions()
    /// The store the journal records: the session's, which moves in time change in place.
    let store: ToDoStore
    /// The recorder that appends each accepted action to the log.
    let recorder: ActionLogRecorder<ToDoStore>
    /// The recorder of a `:record FILE` in progress, which gets the same lines as the log.
    var recording: ActionLogRecorder<ToDoStore>?
    /// The lock on the file of ``recording``, held while it records.
    var recordingLock: LogLock?
    /// Why the log stopped being written during the session, if it did.
    let saveFailure: SaveFailure
    /// Where warnings go.
    let console: Console
    /// Whether the file where the snapshot goes is not one `todos` wrote, so no snapshot is written.
    var leavesSnapshotAlone = false
    /// Whether this scratch journal stands in for a log that could not be written at start-up.
    private(set) var standsInForUnwritableLog = false
    /// Whether everything the session did is in the log asked for: nothing failed to be written.
    var savedEverything: Bool { !standsInForUnwritableLog && saveFailure.reason == nil }
    /// The part of the log the last snapshot stands for, loaded or written (or tried: see
    /// `Journal+Snapshot.swift`); `nil` when there is none.
    var snapshotPrefix: JournalPrefix?
    /// States after parts of the log, oldest first, where undo starts replaying (`Checkpoint`).
    var checkpoints: [Checkpoint] = []
    /// Whether the log's first action is `replaceAll`, the state an upgrade kept: read once, since
    /// the log's first line never changes while the journal lives.
    private(set) lazy var startsFromSavedState: Bool = LogFile.firstActionIs("replaceAll", inLogAt: path)
    /// The lock that keeps a second `todos` off the log, held while the journal lives; none for a
    /// scratch log, which no one else knows of.
    private let lock: LogLock?

    private init(
        path: String,
        isScratch: Bool,
        lock: LogLock?,
        store: ToDoStore,
        console: Console
    ) throws(ActionLogError) {
        self.path = path
        self.isScratch = isScratch
        self.lock = lock
        self.store = store
        self.console = console
        let saveFailure = SaveFailure(console: console)
        self.saveFailure = saveFailure
        recorder = try ActionLogRecorder(appendingTo: path, registry: registry, onIssue: saveFailure.report)
        store.dispatchObservers.add(recorder)
    }

    deinit {
        if isScratch { ScratchFile.remove(path) }
    }

    /// Opens the storage a session asked for and loads it into the store.
    ///
    /// - Parameters:
    ///   - storage: The default log, a `--file`, or `--memory`.
    ///   - store: The empty store to load the log into.
    ///   - environment: The process environment.
    ///   - console: Where to report a recovered torn line.
    /// - Returns: The journal, recording to the log, or `nil` for `--memory`.
    /// - Throws: A ``JournalError`` when the log cannot be used; it is then left as it was.
    static func open(
        _ storage: Options.Storage,
        into store: ToDoStore,
        environment: [String: String],
        console: Console
    ) async throws(JournalError) -> Journal? {
        guard let path = try LogFile.path(for: storage, environment: environment) else { return nil }
        let isReadOnly = LogFile.isReadOnly(path)
        let existed = LogFile.size(of: path) != nil
        let lock: LogLock
        do {
            lock = try LogLock(logPath: path, isReadOnly: isReadOnly)
        } catch {
            switch error {
            case .held(let pid): throw .locked(path: path, pid: pid)
            case .unavailable(let reason): throw .unusable(path: path, reason: reason)
            }
        }
        OnwardContainer.readImports(relativeTo: (path as NSString).deletingLastPathComponent)
        do {
            return try await load(path, isReadOnly: isReadOnly, lock: lock, into: store, console: console)
        } catch {
            if !existed { unlink(path) }  // the log is refused: nothing of this session is left
            throw error
        }
    }

    /// Loads a locked log into the store, upgrading it first if it is of an older format.
    ///
    /// - Parameters:
    ///   - path: The log.
    ///   - isReadOnly: Whether the log must not be written; the session then goes on in memory.
    ///   - lock: The log's lock, which the journal keeps.
    ///   - store: The empty store to load the log into.
    ///   - console: Where to report a recovered torn line.
    /// - Returns: The journal, recording to the log (or in memory, for a log that cannot be written).
    /// - Throws: A ``JournalError`` when the log cannot be used; it is then left as it was.
    private static func load(
        _ path: String, isReadOnly: Bool, lock: LogLock, into store: ToDoStore, console: Console
    ) async throws(JournalError) -> Journal {
        var lock = lock
        var isTorn = false
        var snapshot: SnapshotLoad?
        var replayed = 0
        let hasContent = LogFile.hasContent(path)
        if hasContent, !isReadOnly, let version = ActionLogFormat.version(ofLogAt: path),
            version < ActionLogFormat.version
        {
            // The snapshot of the old log holds the state its last session ended with.
            let lastSession = ToDoStore()
            let hadSnapshot = await loadSnapshot(of: path, into: lastSession) != nil
            try await upgrade(path, from: version, keeping: hadSnapshot ? lastSession.state : nil, console: console)
            // The upgrade is a new file in the log's place: the lock moves to it.
            do {
                lock = try LogLock(logPath: path, isReadOnly: false)
            } catch {
                switch error {
                case .held(let pid): throw .locked(path: path, pid: pid)
                case .unavailable(let reason): throw .unusable(path: path, reason: "cannot lock its upgrade: \(reason)")
                }
            }
        }
        if hasContent {
            snapshot = await loadSnapshot(of: path, into: store)
        }
        if hasContent, snapshot == nil {
            do {
                replayed = try await ActionLogReplayer(registry: ActionRegistry<ToDoStore>.interactorActions())
                    .replay(path, into: store).actionCount
            } catch  where error.isTornFinalLine {
                let kept =
                    "kept the \(error.actionsApplied) complete \(error.actionsApplied == 1 ? "action" : "actions")"
                console.warning("\(error)")
                isTorn = true
                if isReadOnly {
                    console.warning(kept)
                } else {
                    let backup = try LogFile.setAside(path)
                    try LogFile.cutTornLine(path)
                    console.warning(kept + "; the file as it was is in \(backup)")
                }
            } catch {
                let location = error.line > 0 ? "\(error.file):\(error.line)" : error.file
                if error.kind == .unsupportedVersion {
                    throw .unsupportedVersion(location: location, reason: error.reason)
                }
                throw .corrupt(location: location, reason: error.reason)
            }
        }
        if isReadOnly {
            return try await inMemory(
                path, isTorn: isTorn, into: store, because: "it is read-only", keeping: lock, console: console)
        }
        // The replay took a while: the recorder must open the file locked, not one put in its place.
        guard lock.isFile(at: path) else {
            throw .unusable(path: path, reason: "another program replaced it while todos loaded it; start todos again")
        }
        do {
            let journal = try Journal(path: path, isScratch: false, lock: lock, store: store, console: console)
            journal.snapshotPrefix = snapshot?.prefix
            for checkpoint in snapshot?.checkpoints ?? [] { journal.keep(checkpoint) }
            if max(replayed, snapshot?.tailActions ?? 0) >= snapshotInterval { journal.saveSnapshot() }
            return journal
        } catch  where error.kind == .unreadableFile {
            return try await inMemory(
                path, isTorn: false, into: store, because: error.reason, keeping: lock, console: console)
        } catch {
            throw .unusable(path: path, reason: error.reason)
        }
    }

    /// Goes on in memory with a log that cannot be written: says so, and returns a scratch
    /// journal that starts as a copy of the log (without a torn last line), so undo still reaches
    /// what was loaded.
    private static func inMemory(
        _ path: String,
        isTorn: Bool,
        into store: ToDoStore,
        because reason: String,
        keeping lock: LogLock,
        console: Console
    ) async throws(JournalError) -> Journal {
        console.error("cannot save to \(path): \(reason)")
        console.warning(
            "the session goes on in memory and saves nothing; the log was left as it is: "
                + "make it writable, or use another --file PATH")
        let journal = try await scratch(
            recording: store, copying: path, cuttingTornLine: isTorn, holding: lock, console: console)
        journal.standsInForUnwritableLog = true
        return journal
    }

    /// Writes a log of an older format again in the current one, keeping the old file beside it.
    ///
    /// Version 1 logs hold no effects, so replaying them runs `importFile` again, reading the file
    /// as it is now; this is the last time: the new log holds what each import added. When that
    /// no longer reaches the state the last session ended with (its snapshot's), the new log
    /// starts from that state instead (``TodoInteractor/replaceAll``): nothing the user had is
    /// lost, and the history before it is in the old log. A torn last line is cut first, after
    /// the file as it was is set aside, as start-up does for any log.
    ///
    /// - Parameters:
    ///   - path: The log.
    ///   - version: Its format version.
    ///   - lastState: The state its last session ended with, if known.
    ///   - keepsOldLog: Whether to keep the old file as `<log>.v1-<time>`: not for a scratch copy.
    ///   - console: Where the warnings go.
    static func upgrade(
        _ path: String,
        from version: Int,
        keeping lastState: ToDoStoreState?,
        keepsOldLog: Bool = true,
        console: Console
    ) async throws(JournalError) {
        let upgraded = path + ".upgrading"
        unlink(upgraded)  // one a killed upgrade left, or a link planted there: never written through
        defer { unlink(upgraded) }
        let registry = ActionRegistry<ToDoStore>.interactorActions()
        let replayer = ActionLogReplayer(registry: registry)
        var replay: ActionLogReplay
        do {
            replay = try await withImportRules(ofFormat: version) { () async throws(ActionLogError) in
                try await replayer.upgrade(path, to: upgraded, into: ToDoStore())
            }
        } catch  where error.isTornFinalLine && keepsOldLog {
            let backup = try LogFile.setAside(path)
            try LogFile.cutTornLine(path)
            console.warning("\(error)")
            console.warning("kept the \(error.actionsApplied) complete actions; the file as it was is in \(backup)")
            do {
                replay = try await withImportRules(ofFormat: version) { () async throws(ActionLogError) in
                    try await replayer.upgrade(path, to: upgraded, into: ToDoStore())
                }
            } catch {
                throw .corrupt(
                    location: error.line > 0 ? "\(error.file):\(error.line)" : error.file, reason: error.reason)
            }
        } catch {
            throw .corrupt(location: error.line > 0 ? "\(error.file):\(error.line)" : error.file, reason: error.reason)
        }
        let startsAfresh = try await startAfresh(upgraded, unlessItReaches: lastState, registry: registry)
        let backup = keepsOldLog ? try LogFile.setAside(path, as: "v\(version)") : nil
        var status = stat()
        if stat(path, &status) == 0 { chmod(upgraded, status.st_mode & 0o7777) }  // the log keeps its mode
        guard rename(upgraded, path) == 0 else {
            throw .unusable(
                path: path, reason: "cannot replace it with its upgrade: \(String(cString: strerror(errno)))")
        }
        guard let backup else { return }
        let reread =
            replay.effectsRerun.isEmpty
            ? "no action read a file"
            : (replay.effectsRerun.count == 1 ? "action " : "actions ")
                + replay.effectsRerun.map(String.init).joined(separator: ", ")
                + " read the imported files again, as they are now"
        let outcome =
            startsAfresh
            ? "that no longer gives the state your last session ended with, so the new log starts from that state"
                + " (its history before is in the old log)"
            : reread
        console.warning(
            "\(path) was in log format version \(version), which replays imports by reading their files again: "
                + "upgraded to version \(ActionLogFormat.version) (\(outcome)); the old log is in \(backup)")
    }

    /// Rewrites an upgraded log as one action that puts `lastState` back, when replaying it does
    /// not reach that state.
    ///
    /// - Returns: Whether the log was rewritten.
    private static func startAfresh(
        _ upgraded: String,
        unlessItReaches lastState: ToDoStoreState?,
        registry: ActionRegistry<ToDoStore>
    ) async throws(JournalError) -> Bool {
        guard let lastState else { return false }
        let replayed = ToDoStore()
        do throws(ActionLogError) {
            _ = try await ActionLogReplayer(registry: registry).replay(upgraded, into: replayed)
            guard replayed.state != lastState else { return false }
            let recorder = try ActionLogRecorder(path: upgraded, registry: registry)
            defer { recorder.close() }
            let fresh = ToDoStore()
            fresh.dispatchObservers.add(recorder)
            fresh.dispatch(\.replaceAll, lastState)
            if let issue = recorder.issues.first {
                throw ActionLogError(kind: .unrecordedAction, file: upgraded, line: issue.line, reason: issue.reason)
            }
            return true
        } catch {
            throw .unusable(path: upgraded, reason: error.reason)
        }
    }

    /// A journal for `--memory`: a new log in the temporary folder, removed when the journal goes.
    ///
    /// - Parameters:
    ///   - store: The store to record.
    ///   - log: A log the scratch log starts as a copy of: the one `store` was loaded from; none
    ///     for an empty store.
    ///   - cuttingTornLine: Whether to leave out the log's torn last line.
    ///   - lock: The lock on `log`, kept while the session runs, so that a second `todos` is kept
    ///     off a read-only log too.
    ///   - console: Where a failed write is reported.
    /// - Returns: The journal.
    /// - Throws: A ``JournalError`` when the scratch log cannot be created.
    static func scratch(
        recording store: ToDoStore,
        copying log: String? = nil,
        cuttingTornLine: Bool = false,
        holding lock: LogLock? = nil,
        console: Console
    ) async throws(JournalError) -> Journal {
        var contents = Data()
        if let log, LogFile.hasContent(log) {
            contents = try LogFile.contents(of: log, cuttingTornLine: cuttingTornLine)
        }
        let path = try ScratchFile.create(holding: contents)
        // A copy of an older log is upgraded to be appended to, keeping the state loaded.
        if !contents.isEmpty, let version = ActionLogFormat.version(ofLogAt: path), version < ActionLogFormat.version {
            do throws(JournalError) {
                try await upgrade(path, from: version, keeping: store.state, keepsOldLog: false, console: console)
            } catch {
                ScratchFile.remove(path)
                throw error
            }
        }
        do {
            return try Journal(path: path, isScratch: true, lock: lock, store: store, console: console)
        } catch {
            ScratchFile.remove(path)
            throw .unusable(path: path, reason: error.reason)
        }
    }
}
