import Foundation
import Onward
import TodosCore

/// The action log of a session: locked, replayed into the store at start-up, then appended to
/// with every accepted action before the prompt returns.
///
/// Start-up replays the log into the store, then opens it for appending: the file is never
/// rewritten, so start-up costs one read of it. A torn last line, as a crash mid-write leaves it,
/// is cut off after the file as it was is kept as `<log>.torn-<time>`; a damaged log is left as
/// it is and refused. `--memory` gets a scratch journal in the temporary folder, removed when the
/// session ends, so that undo works there too.
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
    let registry = ToDoStore.actionRegistry()
    /// The store the journal records: the session's, replaced by each move in time.
    var store: ToDoStore
    /// The recorder that appends each accepted action to the log.
    var recorder: ActionLogRecorder<ToDoStore>
    /// The recorder of a `:record FILE` in progress, which gets the same lines as the log.
    var recording: ActionLogRecorder<ToDoStore>?
    /// The lock that keeps a second `todos` off the log, held while the journal lives.
    private let lock: LogLock?

    private init(path: String, isScratch: Bool, lock: LogLock?, store: ToDoStore) throws(JournalError) {
        self.path = path
        self.isScratch = isScratch
        self.lock = lock
        self.store = store
        recorder = try Self.recorder(appendingTo: path, registry: registry)
        store.dispatchObservers.add(recorder)
    }

    deinit {
        if isScratch { unlink(path) }
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
        let lock: LogLock
        do {
            lock = try LogLock(logPath: path)
        } catch {
            switch error {
            case .held(let pid): throw .locked(path: path, pid: pid)
            case .unavailable(let reason): throw .unusable(path: path, reason: reason)
            }
        }
        OnwardContainer.readImports(relativeTo: (path as NSString).deletingLastPathComponent)
        if LogFile.hasContent(path) {
            do {
                _ = try await ActionLogReplayer(registry: ToDoStore.actionRegistry()).replay(path, into: store)
            } catch  where error.isTornFinalLine {
                let backup = try LogFile.setAside(path)
                try LogFile.cutTornLine(path)
                console.warning("\(error)")
                console.warning(
                    "kept the \(error.actionsApplied) complete \(error.actionsApplied == 1 ? "action" : "actions"); "
                        + "the file as it was is in \(backup)"
                )
            } catch {
                throw .corrupt(
                    location: error.line > 0 ? "\(error.file):\(error.line)" : error.file, reason: error.reason)
            }
        }
        return try Journal(path: path, isScratch: false, lock: lock, store: store)
    }

    /// A journal for `--memory`: a new log in the temporary folder, removed when the journal goes.
    ///
    /// - Parameter store: The empty store to record.
    /// - Returns: The journal.
    /// - Throws: A ``JournalError`` when the scratch log cannot be created.
    static func scratch(recording store: ToDoStore) throws(JournalError) -> Journal {
        let name = "todos-memory-\(getpid())-\(UUID().uuidString.prefix(8)).jsonl"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        return try Journal(path: path, isScratch: true, lock: nil, store: store)
    }

    /// A recorder that appends to a log, creating it if it is missing or empty.
    static func recorder(
        appendingTo file: String,
        registry: ActionRegistry<ToDoStore>
    ) throws(JournalError) -> ActionLogRecorder<ToDoStore> {
        do {
            return try ActionLogRecorder(appendingTo: file, registry: registry)
        } catch {
            throw .unusable(path: file, reason: error.reason)
        }
    }
}
