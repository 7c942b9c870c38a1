import Foundation
import Onward
import TodosCore

/// The action log of a session: the library's history of the Todos store (``StoreHistory``), with
/// the app's policy: where the log lives, `--memory`, the snapshot's name and the messages.
///
/// Start-up loads the log into the store, then the history appends every accepted action to it
/// before the prompt returns. `--memory` gets a scratch history in the temporary folder, removed
/// when the session ends, so that undo works there too. A log that cannot be written is loaded,
/// and the session goes on in memory (``Console/report(_:)`` says why).
typealias Journal = StoreHistory<ToDoStore>

extension StoreHistory where S == ToDoStore {
    /// The names the app gives the files beside its log: `LOG.snapshot` says
    /// `"format":"todos-snapshot"`.
    static var todosOptions: HistoryOptions {
        HistoryOptions(snapshotFormat: "todos-snapshot", scratchName: "todos-memory")
    }

    /// Opens the storage a session asked for and loads it into the store.
    ///
    /// - Returns: The journal, recording to the log, or to a scratch log removed when it goes, for `--memory`.
    /// - Throws: A ``JournalError`` when the log cannot be used; it is then left as it was.
    nonisolated(nonsending) static func open(
        _ storage: Options.Storage,
        into store: ToDoStore,
        environment: [String: String],
        console: Console
    ) async throws(JournalError) -> Journal {
        let path = try LogFile.path(for: storage, environment: environment)
        // A log that can be written is upgraded before it is replayed; a read-only one is replayed
        // as it is, by the rules of its version, and only its scratch copy is upgraded.
        let readOnlyVersion = path.flatMap { LogFiles.isReadOnly($0) ? ActionLogFormat.version(ofLogAt: $0) : nil }
        let registry = LogFormatOne.registry(forVersion: readOnlyVersion)
        do {
            guard let path else {
                return try await inMemory(
                    recording: store, registry: registry, options: todosOptions, report: console.report)
            }
            OnwardContainer.readImports(relativeTo: LogFiles.folder(of: path))
            return try await open(
                path, recording: store, registry: registry, options: todosOptions, report: console.report
            ) { upgrade throws(HistoryOpenError) in
                try await LogFormatOne.upgrade(upgrade, console: console)
            }
        } catch {
            throw .history(error)
        }
    }
}
