extension ActionLogReplayer {
    /// Writes a log of an older format version again in the current one, with the effects of its
    /// actions recorded: the only replay of it that runs their middleware.
    ///
    /// A version 1 log records actions, not what their middleware dispatched, so its replay runs
    /// each middleware again, with the files, clock and network as they are now. This replays it
    /// once, every action (undone ones too), into `store` while recording to `newPath`, and ends the
    /// new log at the old one's position; from then on, the new log replays without running any
    /// side effect. The old log is not changed; the new one has no `at` times.
    ///
    /// - Parameters:
    ///   - path: The old log.
    ///   - newPath: Where to write the new one; an existing file there is replaced.
    ///   - store: An empty store; it ends in the state after every action, undone ones included.
    /// - Returns: The replay of the old log; its ``ActionLogReplay/effectsRerun`` lists the actions
    ///   whose middleware ran.
    /// - Throws: ``ActionLogError`` when the old log cannot be replayed or the new one written.
    nonisolated(nonsending) public func upgrade(
        _ path: String,
        to newPath: String,
        into store: S
    ) async throws(ActionLogError) -> ActionLogReplay {
        let recorder = try ActionLogRecorder(path: newPath, registry: registry, onIssue: { _ in })
        defer { recorder.close() }
        store.dispatchObservers.add(recorder)
        defer { store.dispatchObservers.remove(recorder) }
        let cursor = try ActionLogCursor(path: path, registry: registry, store: store)
        let replay = try await self.replay(cursor, into: store, stoppingAfter: Int.max)
        if let problem = recorder.issues.first {
            // A line the new log could not take (a full disk) is a file's failure; anything else is
            // an action it could not record.
            let kind: ActionLogError.Kind =
                problem.stopsRecording && !problem.fileWasReplaced ? .unreadableFile : .unrecordedAction
            throw ActionLogError(kind: kind, file: newPath, line: problem.line, reason: problem.reason)
        }
        if let position = LogTail.position(of: cursor.reader.descriptor), position < replay.actionCount {
            try recorder.move(to: position)
        }
        return replay
    }
}
