import Foundation
import OnwardCore

extension LogUpgrade {
    /// Writes the log again in the current format, in its place: what an upgrade function does
    /// with the file, leaving it only what its app decides.
    ///
    /// The log is replayed once into a new store while a file beside it records the replay
    /// (``ActionLogReplayer/upgrade(_:to:into:)``); `finish` may then change that file, which is
    /// put in the log's place, the old log kept beside it as `<log>.v<version>-<time>` when this is
    /// the log itself (``isOriginal``). What a killed upgrade left beside the log is removed first.
    /// A torn last line of the log itself is cut before, after the file as it was is set aside,
    /// as opening a log does, and `report` is told.
    ///
    /// - Parameters:
    ///   - registry: The actions the old log may hold, by the rules of its version.
    ///   - newStore: Makes the store the old log is replayed into.
    ///   - report: Told when a torn last line was cut.
    ///   - finish: Given the new file before it is put in place.
    /// - Returns: The replay of the old log, and where the old log was kept, if it was.
    /// - Throws: ``HistoryOpenError/unusable(path:reason:)`` when the new file cannot be written
    ///   beside the log or put in its place, ``HistoryOpenError/corrupt(location:reason:)`` for a
    ///   bad line, or what `finish` throws; the log is then as it was, but for a torn line cut.
    nonisolated(nonsending) package func rewrite<S: Store>(
        registry: ActionRegistry<S>,
        into newStore: () -> S,
        report: (HistoryNotice) -> Void,
        finish: (String) async throws(HistoryOpenError) -> Void
    ) async throws(HistoryOpenError) -> (replay: ActionLogReplay, oldLog: String?) {
        let upgraded = FileReplacement.temporaryPath(path + ".upgrading") {
            LogFiles.size(of: $0) == 0 || ActionLogFormat.version(ofLogAt: $0) != nil
        }
        defer { unlink(upgraded) }
        let replayer = ActionLogReplayer(registry: registry)
        let replay: ActionLogReplay
        do {
            replay = try await replayer.upgrade(path, to: upgraded, into: newStore())
        } catch  where error.isTornFinalLine && isOriginal {
            let backup = try LogFiles.setAside(path)
            try LogFiles.cutTornLine(path)
            report(.tornLineCut(error, backup: backup))
            do {
                replay = try await replayer.upgrade(path, to: upgraded, into: newStore())
            } catch {
                throw refusal(error, writing: upgraded, tornLineKeptIn: backup)
            }
        } catch {
            throw refusal(error, writing: upgraded)
        }
        try await finish(upgraded)
        return (
            replay, try LogFiles.replace(path, withUpgrade: upgraded, keepingOldAs: isOriginal ? "v\(version)" : nil)
        )
    }

    /// Why a rewrite stopped: its new file could not be written beside the log (a full disk, a
    /// read-only folder), or the old log has a bad line.
    private func refusal(_ error: ActionLogError, writing upgraded: String, tornLineKeptIn backup: String? = nil)
        -> HistoryOpenError
    {
        guard error.file == upgraded, error.kind == .unreadableFile else {
            return .corrupt(location: error.location, reason: error.reason)
        }
        let left =
            backup.map { "; its torn last line was cut (the file as it was is in \($0)), the rest left as it was" }
            ?? ", so it was left as it is"
        return .unusable(
            path: path,
            reason:
                "its upgrade from log format version \(version) cannot be written beside it (\(error.reason))\(left)")
    }
}
