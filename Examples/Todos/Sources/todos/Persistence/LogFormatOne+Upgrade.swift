import Foundation
import Onward
import TodosCore

/// The upgrade of log format 1, which `todos` 0.1 wrote: its logs hold no effects, so replaying
/// one runs each `import` again, as `todos` 0.1 ran it. Start-up upgrades such a log once, in its
/// place, keeping the old file beside it; `todos replay` replays it as it is. An upgrade that no
/// longer reaches the state the last session ended with starts the new log with
/// ``replaceAll``, which the app's registry holds for the logs it wrote.
extension LogFormatOne {
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
