import Foundation
import Onward
import TodosCore

/// Everything the app keeps of log format 1, which `todos` 0.1 wrote: its logs hold no effects, so
/// replaying one runs each `import` again, by the import rules of that version. Start-up upgrades
/// such a log once, in its place, keeping the old file beside it; `todos replay` replays it as it is.
enum LogFormatOne {
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
    ///   - log: The log, its version, the state its last session ended with if known, and whether
    ///     it is the log itself, whose old file is kept as `<log>.v1-<time>` (not a scratch copy).
    ///   - console: Where the warnings go.
    nonisolated(nonsending) static func upgrade(_ log: LogUpgrade<ToDoStoreState>, console: Console)
        async throws(HistoryOpenError)
    {
        let (path, version, lastState, keepsOldLog) = (log.path, log.version, log.lastState, log.isOriginal)
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
            let backup = try LogFiles.setAside(path)
            try LogFiles.cutTornLine(path)
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
        let backup = keepsOldLog ? try LogFiles.setAside(path, as: "v\(version)") : nil
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
            fresh.dispatch(\.replaceAll, lastState)
            if let issue = recorder.issues.first {
                throw ActionLogError(kind: .unrecordedAction, file: upgraded, line: issue.line, reason: issue.reason)
            }
            return true
        } catch {
            throw .unusable(path: upgraded, reason: error.reason)
        }
    }

    /// Runs a replay with the import rules of the `todos` that wrote the log's format: a log of
    /// version 1 holds no effects, so its imports run again and must add the lines they added then
    /// (``ImportRules/formatOne``); a later log's imports are played back, by today's rules.
    ///
    /// - Parameters:
    ///   - version: The log's format version, if it has one.
    ///   - replay: The replay.
    /// - Returns: What the replay returns.
    /// - Throws: What the replay throws.
    nonisolated(nonsending) static func withImportRules<R>(
        ofFormat version: Int?,
        _ replay: nonisolated(nonsending) () async throws(ActionLogError) -> R
    ) async throws(ActionLogError) -> R {
        let result = await OnwardContainer.withOverrides {
            $0[\.importRules] = version == 1 ? .formatOne : .current
        } run: { () async -> Result<R, ActionLogError> in
            do throws(ActionLogError) { return .success(try await replay()) } catch { return .failure(error) }
        }
        return try result.get()
    }

    /// The first action undo may take back: 2 when a log starts from a saved state (an upgrade
    /// wrote `replaceAll` as action 1, and undoing it would empty the list), else 1.
    ///
    /// - Parameter path: The log.
    static func firstUndoable(inLogAt path: String) -> Int {
        firstActionIs("replaceAll", inLogAt: path) ? 2 : 1
    }

    /// Whether a log's first action line names an action, as the recorder writes it
    /// (`{"seq":1,"action":"NAME",…`); only the log's first bytes are read.
    ///
    /// - Parameters:
    ///   - action: The action's name.
    ///   - path: The log.
    /// - Returns: `true` when the second line starts so.
    private static func firstActionIs(_ action: String, inLogAt path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 4096)) ?? Data()
        let lines = start.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        return lines.count > 1 && lines[1].starts(with: Data(#"{"seq":1,"action":"\#(action)""#.utf8))
    }
}
