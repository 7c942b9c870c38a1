import Foundation
import Onward
import TodosCore

/// Everything the app keeps of log format 1, which `todos` 0.1 wrote: its logs hold no effects, so
/// replaying one runs each `import` again, as `todos` 0.1 ran it. Start-up upgrades such a log once,
/// in its place, keeping the old file beside it; `todos replay` replays it as it is. An upgrade
/// that no longer reaches the state the last session ended with starts the new log with
/// ``replaceAll``, which the app's registry holds for the logs it wrote.
enum LogFormatOne {
    /// Writes a log of an older format again in the current one, keeping the old file beside it
    /// (``LogUpgrade/rewrite(registry:into:report:finish:)``).
    ///
    /// Version 1 logs hold no effects, so replaying them runs `importFile` again, reading the file
    /// as it is now; this is the last time: the new log holds what each import added. When that
    /// no longer reaches the state the last session ended with (its snapshot's), the new log
    /// starts from that state instead (``replaceAll``): nothing the user had is
    /// lost, and the history before it is in the old log.
    nonisolated(nonsending) static func upgrade(_ log: LogUpgrade<ToDoStoreState>, console: Console)
        async throws(HistoryOpenError)
    {
        var startsAfresh = false
        let (replay, backup) = try await log.rewrite(
            registry: registry(forVersion: log.version), into: ToDoStore.init, report: console.report
        ) { upgraded throws(HistoryOpenError) in
            startsAfresh = try await startAfresh(
                upgraded, unlessItReaches: log.lastState, registry: registry(forVersion: nil))
        }
        guard let backup else { return }
        let reread =
            replay.effectsRerun.isEmpty
            ? "no action read a file"
            : LogView.actions(numbered: replay.effectsRerun) + " read the imported files again, as they are now"
        let outcome =
            startsAfresh
            ? "that no longer gives the state your last session ended with, so the new log starts from that state"
                + " (its history before is in the old log)"
            : reread
        console.warning(
            "\(log.path) was in log format version \(log.version), which replays imports by reading their files again: "
                + "upgraded to version \(ActionLogFormat.version) (\(outcome)); the old log is in \(backup)")
    }

    /// Rewrites an upgraded log as one action that puts `lastState` back, when replaying it does
    /// not reach that state.
    ///
    /// - Returns: Whether the log was rewritten.
    nonisolated(nonsending) private static func startAfresh(
        _ upgraded: String,
        unlessItReaches lastState: ToDoStoreState?,
        registry: ActionRegistry<ToDoStore>
    ) async throws(HistoryOpenError) -> Bool {
        guard let lastState else { return false }
        let replayed = ToDoStore()
        do throws(ActionLogError) {
            _ = try await ActionLogReplayer(registry: registry).replay(upgraded, into: replayed)
            guard replayed.state != lastState else { return false }
            let recorder = try ActionLogRecorder(path: upgraded, registry: registry)
            defer { recorder.close() }
            let fresh = ToDoStore()
            fresh.dispatchObservers.add(recorder)
            replaceAll.dispatch(fresh, lastState)
            if let issue = recorder.issues.first {
                throw ActionLogError(kind: .unrecordedAction, file: upgraded, line: issue.line, reason: issue.reason)
            }
            return true
        } catch {
            throw .unusable(path: upgraded, reason: error.reason)
        }
    }

    /// The actions a log of a format version may hold: today's, with ``replaceAll``, which an
    /// upgrade may have written; for version 1, ``importFileAsThen`` in place of `importFile`.
    static func registry(forVersion version: Int?) -> ActionRegistry<ToDoStore> {
        let registry = ActionRegistry<ToDoStore>.storeActions().register(replaceAll, as: replaceAllName)
        guard version == 1 else { return registry }
        return registry.removing("importFile").register(importFileAsThen, as: "importFile")
    }

    /// The name an upgraded log gives ``replaceAll``.
    static let replaceAllName = "replaceAll"

    /// Replaces every todo and the next id with a saved state.
    ///
    /// No command dispatches it: an upgraded log starts with it when replaying the old log would
    /// no longer reach the state its last session ended with (an imported file changed since),
    /// so the state is kept; the history before it stays in the old log, which is kept beside.
    static var replaceAll: Action<ToDoStore, ToDoStoreState> {
        Action(replaceAllName) { state in
            Reducer(setter: \.todos) {
                state.todos.map { ToDo(id: $0.id, title: $0.title, isCompleted: $0.isCompleted) }
            }
            Reducer(setter: \.nextID) { state.nextID }
        }
    }

    /// `import` as `todos` 0.1 ran it, which a version 1 log holds no effects of, so its replay runs
    /// it again and must add what it added then: lines end at `\n` only (`\r\n` is one `Character`,
    /// never equal to it), and a title is only trimmed and checked for length.
    static var importFileAsThen: AsyncAction<ToDoStore, String> {
        AsyncAction("importFile") { path in
            AsyncMiddleware { proxy in
                guard let text = try? await OnwardContainer[\.fileReader].read(path) else { return }
                let validator = OnwardContainer[\.titleValidator]
                for line in importedLinesAsThen(text) {
                    let title = line.title.trimmingWhitespace()
                    guard !title.isEmpty, title.count <= validator.maximumLength else { continue }
                    // No id left (a hand-written log's): the add would add nothing, and the toggle
                    // would mark the todo that has the last id.
                    guard proxy.hasIDLeft else { return }
                    let id = proxy.nextID
                    proxy.dispatch(\.add, title)
                    if line.isCompleted { proxy.dispatch(\.toggle, id) }
                }
            }
        }
    }

    /// The todos in a file's text as `todos` 0.1 read them: lines end at `\n` only, blank ones are
    /// skipped, and every box a line begins with, compared by `Character`s and tried in the order
    /// `- [x] `, `- [X] `, `- [ ] `, is taken off, the last one taken saying whether it is done
    /// (`- [x] - [ ] title` added `title`, not done). `import` now takes one box off, by scalars
    /// (``ImportedLine/parse(_:)``); a version 1 log's imports must add what they added then.
    ///
    /// - Parameter text: The file's text.
    /// - Returns: Each line's title, untrimmed, and whether it is done.
    static func importedLinesAsThen(_ text: String) -> [(title: String, isCompleted: Bool)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
            var line = Substring(String(raw).trimmingWhitespace())
            guard !line.isEmpty else { return nil }
            var isCompleted = false
            for (box, done) in [("- [x] ", true), ("- [X] ", true), ("- [ ] ", false)] where line.hasPrefix(box) {
                line = line.dropFirst(box.count)
                isCompleted = done
            }
            return (String(line), isCompleted)
        }
    }

    /// The first action undo may take back: 2 when a log starts from a saved state (an upgrade
    /// wrote `replaceAll` as action 1, as the recorder writes it: `{"seq":1,"action":"replaceAll",…`,
    /// and undoing it would empty the list), else 1. Only the log's first bytes are read.
    static func firstUndoable(inLogAt path: String) -> Int {
        guard let handle = FileHandle(forReadingAtPath: path) else { return 1 }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 4096)) ?? Data()
        let lines = start.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        let first = Data(#"{"seq":1,"action":"\#(replaceAllName)""#.utf8)
        return lines.count > 1 && lines[1].starts(with: first) ? 2 : 1
    }
}
