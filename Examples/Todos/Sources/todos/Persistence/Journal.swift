import Foundation
import Onward
import TodosCore

/// The action log of a session: locked, replayed into the store at start-up, then appended to
/// with every accepted action before the prompt returns.
///
/// Start-up replays the log while an ``ActionLogRecorder`` records the replayed actions to a new
/// file beside it, which then replaces the log in one `rename`; the recorder goes on recording the
/// session's actions to it. So the log always holds exactly the actions that were replayed: a
/// torn last line, as a crash mid-write leaves it, is dropped from the log (the file as it was
/// is kept as `<log>.torn-<time>`), and a crash during start-up leaves the old log as it was.
@MainActor
final class Journal {
    /// The log's absolute path.
    let path: String
    /// The lock that keeps a second `todos` off the log, held while the journal lives.
    private let lock: LogLock
    /// The recorder that appends each accepted action to the log.
    private let recorder: ActionLogRecorder<ToDoStore>

    private init(path: String, lock: LogLock, recorder: ActionLogRecorder<ToDoStore>) {
        self.path = path
        self.lock = lock
        self.recorder = recorder
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
        let registry = ToDoStore.actionRegistry()
        guard LogFile.hasContent(path) else {
            let recorder = try record(to: path, registry: registry, logPath: path)
            store.dispatchObservers.add(recorder)
            return Journal(path: path, lock: lock, recorder: recorder)
        }
        let replacement = path + ".new"
        let recorder = try record(to: replacement, registry: registry, logPath: path)
        store.dispatchObservers.add(recorder)
        do {
            _ = try await ActionLogReplayer(registry: registry).replay(path, into: store)
        } catch  where error.isTornFinalLine {
            let backup = try LogFile.setAside(path)
            console.warning("\(error)")
            console.warning(
                "kept the \(error.actionsApplied) complete \(error.actionsApplied == 1 ? "action" : "actions"); "
                    + "the file as it was is in \(backup)"
            )
        } catch {
            store.dispatchObservers.remove(recorder)
            recorder.close()
            unlink(replacement)
            throw .corrupt(location: error.line > 0 ? "\(error.file):\(error.line)" : error.file, reason: error.reason)
        }
        try LogFile.replace(path, with: replacement)
        return Journal(path: path, lock: lock, recorder: recorder)
    }

    /// A recorder that creates a log at a path.
    private static func record(
        to file: String,
        registry: ActionRegistry<ToDoStore>,
        logPath: String
    ) throws(JournalError) -> ActionLogRecorder<ToDoStore> {
        do {
            return try ActionLogRecorder(path: file, registry: registry)
        } catch {
            throw .unusable(path: logPath, reason: error.reason)
        }
    }
}
