import Foundation

/// Undo, redo and jump by replaying the log: the log keeps every action, and a position line
/// (`{"position":N}`) says how many of them are in effect. Moving puts the store back to the
/// nearest checkpoint at or before the position (or to its initial state), replays the log from
/// there up to the position, then writes the position line, so the next opening replays to the
/// same state and a redo still has the undone actions. The replay plays effects back from the
/// log, so a move never runs a side effect again. The next new action drops the undone ones (the
/// recorder cuts them off the file first), as an editor's undo does.
extension StoreHistory {
    /// Where the log stands before a command, to tell afterwards whether it dropped undone actions.
    public struct Mark {
        fileprivate let dropped: Int
        fileprivate let position: Int
        fileprivate let actionCount: Int
    }

    /// Where the log stands now.
    public var mark: Mark {
        Mark(dropped: recorder.droppedCount, position: position, actionCount: actionCount)
    }

    /// The numbers of the undone actions that a new action dropped since a mark, if it did.
    ///
    /// - Parameter mark: Where the log stood before.
    /// - Returns: The range of dropped action numbers, or `nil`.
    public func droppedActions(since mark: Mark) -> ClosedRange<Int>? {
        guard recorder.droppedCount > mark.dropped, mark.position < mark.actionCount else { return nil }
        return (mark.position + 1)...mark.actionCount
    }

    /// Changes the store to the state after an action by replaying the log, records that position
    /// in the log (and in the recording), and goes on recording the store.
    ///
    /// The store is the same object before and after: whatever holds it sees the change. The
    /// replay starts from the nearest checkpoint at or before the action whose part of the log
    /// is unchanged, or from the store's initial state.
    /// - Parameter target: The number of actions to apply, from 0 to ``actionCount``.
    /// - Throws: A ``HistoryError`` when the action does not exist, an action is still running
    ///   (``HistoryError/actionRunning(_:)``), or the log cannot be read or written; the store and
    ///   the log are then as they were. A recording to another file that
    ///   cannot follow the move stops, and says so through the history's `report`.
    nonisolated(nonsending) public func travel(to target: Int) async throws(HistoryError) {
        try checkSaving()
        if let running = recorder.actionInFlight { throw .actionRunning(running) }
        guard target >= 0, target <= actionCount else { throw .noSuchAction(target, count: actionCount) }
        let before = store.state
        defer { finishClosingIfIdle() }  // after `resumeRecording()`: closed during the move
        pauseRecording()
        defer { resumeRecording() }
        let start: ActionLogPrefix.Checked?
        do {
            start = try await replay(to: target)
        } catch {
            // The log no longer replays to the store (damaged by hand, say): nothing more goes
            // into it.
            store.restore(before)
            recorder.close()
            saveStatus.stop(because: "it no longer replays: \(error.reason)")
            throw .unreadableLog(error, isRecording: false)
        }
        do {
            try recorder.move(to: target)
        } catch {
            // The log does not say the new position: the store goes back to what the log says. A
            // recorder that closed could not cut off what it wrote, and saves nothing more.
            store.restore(before)
            throw recorder.checkPath()
                ? .unmoved(path: error.file, reason: error.reason)
                : .unwritableLog(path: error.file, reason: error.reason)
        }
        keepCheckpoint(at: target, after: start)
        guard let recording, recording.checkPath() else { return }  // a recording that stopped has said so
        do {
            try recording.move(to: target)
        } catch {
            // The move is made and in the log; the recording, which cannot say so, stops.
            recording.stop(because: error.reason)
        }
    }

    /// Puts the store in the state after an action by replaying the log from the nearest
    /// checkpoint at or before it, or from the initial state, between ``pauseRecording()`` and
    /// ``resumeRecording()``.
    ///
    /// - Returns: The checkpoint's part of the log, with the running checksum its check computed;
    ///   `nil` when the replay started from the initial state.
    /// - Throws: ``ActionLogError`` when the log does not replay; the store is then part way.
    @discardableResult
    nonisolated(nonsending) func replay(to target: Int) async throws(ActionLogError) -> ActionLogPrefix.Checked? {
        let start = nearestCheckpoint(atOrBefore: target)
        store.restore(start?.checkpoint.state ?? initialState)
        try await ActionLogReplayer(registry: registry)
            .replayOwnLog(path, into: store, resumingAfter: start?.checkpoint.prefix, stoppingAfter: target)
        return start.map { ($0.checkpoint.prefix, $0.checksum) }
    }

    /// Stops recording the store's dispatches while the history itself changes the store. The
    /// recorder keeps the log open, so the file replayed and then written is the one locked,
    /// whatever its path names meanwhile. The replay's reducers dispatch on nested stores
    /// unobserved; the stores it makes are claimed by ``resumeRecording()``.
    ///
    /// - Parameter isOpening: Whether the replay is part of opening the history.
    func pauseRecording(isOpening: Bool = false) {
        store.dispatchObservers.remove(recorder)
        if let recording { store.dispatchObservers.remove(recording) }
        nestedStoreGuard.isPaused = true
        dispatchOrderGuard.startMove(
            isOpening: isOpening,
            isObserved: store.dispatchObservers.hasObservers(besides: guards))
    }

    /// Records the store's dispatches again, after ``pauseRecording()``.
    func resumeRecording() {
        dispatchOrderGuard.endMove()
        nestedStoreGuard.isPaused = false
        nestedStoreGuard.claimNestedStores(full: true)
        if let recording { store.dispatchObservers.addFirst(recording) }
        store.dispatchObservers.addFirst(recorder)
    }

    /// Keeps the state just replayed as a checkpoint, so that the next move, and the first one
    /// after the next opening (the snapshot keeps it as `earlier`), start from here.
    ///
    /// - Parameters:
    ///   - target: How many actions the state is after.
    ///   - start: Where the replay to it started: only the log's lines after that part are read,
    ///     where each undo read the whole log (5 MB, 11.6M instructions, for 100,000 actions).
    func keepCheckpoint(at target: Int, after start: ActionLogPrefix.Checked? = nil) {
        guard let prefix = readingLog({ ActionLogPrefix.lines($0, actions: target, after: start) }),
            !checkpoints.contains(where: { $0.prefix == prefix && $0.state != nil })  // the move started from it
        else { return }
        keep(Checkpoint(prefix: prefix, state: store.state))
    }

    /// The latest checkpoint at or before an action that a move may start from, with the running
    /// checksum of its part of the log.
    private func nearestCheckpoint(
        atOrBefore target: Int
    ) -> (checkpoint: Checkpoint<S.State>, checksum: LogChecksum.Running)? {
        readingLog { descriptor in
            for checkpoint in checkpoints.reversed() where checkpoint.prefix.actionCount <= target {
                if let checksum = checkpoint.checksumIfUsable(in: descriptor) { return (checkpoint, checksum) }
            }
            return nil
        }
    }

    /// The log's actions and position.
    ///
    /// - Returns: The contents.
    /// - Throws: ``HistoryError/unreadableLog(_:isRecording:)``, or ``HistoryError/notSaving(path:reason:)``.
    public func contents() throws(HistoryError) -> ActionLogContents {
        try checkSaving()
        do {
            return try ActionLogReplayer(registry: registry).contents(of: path, for: store)
        } catch {
            throw .unreadableLog(error, isRecording: true)
        }
    }

    /// Refuses moves, listings and recordings once a write to the log failed, or its path names
    /// another file: it no longer holds the store's history.
    func checkSaving() throws(HistoryError) {
        if isClosed { throw .notSaving(path: path, reason: "its history was closed") }
        recorder.checkPath()
        if let reason = saveStatus.reason { throw .notSaving(path: path, reason: reason) }
    }
}
