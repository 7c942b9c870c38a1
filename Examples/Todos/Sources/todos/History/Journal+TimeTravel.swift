import Foundation
import Onward
import TodosCore

/// Undo, redo and jump by replaying the log: the log keeps every action, and a position line
/// (`{"position":N}`) says how many of them are in effect. Moving puts the session's own store
/// back to the nearest checkpoint at or before the position (or to empty), replays the log from
/// there up to the position, then writes the position line, so a restart replays to the same state
/// and `:redo` still has the undone actions. The replay plays effects back from the log, so an
/// undo never reads an imported file again. The next new action drops the undone ones (the
/// recorder cuts them off the file first), as an editor's undo does.
extension Journal {
    /// How many actions the log holds, undone ones included.
    var actionCount: Int { recorder.actionCount }

    /// How many actions are in effect: the state is the one after action `position`.
    var position: Int { recorder.position }

    /// The first action undo may take back: 2 when the log starts from a saved state (an upgrade
    /// wrote `replaceAll` as action 1, and undoing it would empty the list), else 1.
    var firstUndoable: Int { startsFromSavedState ? 2 : 1 }

    /// How many actions are undone: after ``position``.
    var undoneCount: Int { recorder.undoneCount }

    /// Where the log stands before a command, to tell afterwards whether it dropped undone actions.
    struct Mark {
        fileprivate let dropped: Int
        fileprivate let position: Int
        fileprivate let actionCount: Int
    }

    /// Where the log stands now.
    var mark: Mark {
        Mark(
            dropped: recorder.droppedCount,
            position: position,
            actionCount: actionCount
        )
    }

    /// The numbers of the undone actions that a new action dropped since a mark, if it did.
    ///
    /// - Parameter mark: Where the log stood before.
    /// - Returns: The range of dropped action numbers, or `nil`.
    func droppedActions(since mark: Mark) -> ClosedRange<Int>? {
        guard recorder.droppedCount > mark.dropped, mark.position < mark.actionCount
        else { return nil }
        return (mark.position + 1)...mark.actionCount
    }

    /// Changes the store to the state after an action by replaying the log, records that position
    /// in the log (and in the recording), and goes on recording the store.
    ///
    /// The store is the same object before and after: whatever holds it sees the change. The
    /// replay starts from the nearest ``Checkpoint`` at or before the action whose part of the log
    /// is unchanged, or from an empty store.
    /// - Parameter target: The number of actions to apply, from 0 to ``actionCount``.
    /// - Throws: A ``HistoryError`` when the action does not exist or the log cannot be read or
    ///   written; the store and the log are then as they were.
    func travel(to target: Int) async throws(HistoryError) {
        try checkSaving()
        guard target >= 0, target <= actionCount else { throw .noSuchAction(target, count: actionCount) }
        let before = store.state
        let checkpoint = nearestCheckpoint(atOrBefore: target)
        // The recorder keeps the log open, so the file replayed and then written is the one locked,
        // whatever its path names meanwhile; it records none of the replay's dispatches.
        store.dispatchObservers.remove(recorder)
        defer { store.dispatchObservers.add(recorder) }
        if let recording { store.dispatchObservers.remove(recording) }
        defer { if let recording { store.dispatchObservers.add(recording) } }
        store.restore(checkpoint?.state ?? ToDoStoreState(todos: [], nextID: 1))
        do {
            let prefix = checkpoint.map { ActionLogPrefix(byteCount: $0.prefix.bytes, actionCount: $0.prefix.actions) }
            _ = try await ActionLogReplayer(registry: registry)
                .replayRecordedLog(path, into: store, resumingAfter: prefix, stoppingAfter: target)
        } catch {
            // The log no longer replays to the session (damaged by hand, say): nothing more goes
            // into it.
            store.restore(before)
            recorder.close()
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
        keepCheckpoint(at: target)
        guard let recording, recording.checkPath() else { return }  // a recording that stopped has said so
        do {
            try recording.move(to: target)
        } catch {
            throw .unwritableLog(path: error.file, reason: error.reason)
        }
    }

    /// Keeps the state just replayed as a checkpoint, so that the next undo, and the next
    /// start-up's first one (the snapshot keeps it as `earlier`), start from here.
    private func keepCheckpoint(at target: Int) {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard let prefix = JournalPrefix.lines(descriptor, actions: target) else { return }
        keep(Checkpoint(prefix: prefix, state: store.state))
    }

    /// The latest checkpoint at or before an action whose part of the log is still the same.
    private func nearestCheckpoint(atOrBefore target: Int) -> Checkpoint? {
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return checkpoints.last { $0.prefix.actions <= target && $0.prefix.begins(descriptor) }
    }

    /// The log's actions and position, for `:log`.
    ///
    /// - Returns: The contents.
    /// - Throws: ``HistoryError/unreadableLog(_:isRecording:)``.
    func contents() throws(HistoryError) -> ActionLogContents {
        try checkSaving()
        do {
            return try ActionLogReplayer(registry: registry).contents(of: path, for: store)
        } catch {
            throw .unreadableLog(error, isRecording: true)
        }
    }

    /// Starts `:record FILE`: the file begins as a copy of the log (so replaying it gives the
    /// state so far, undone actions included), then gets every line the log gets.
    ///
    /// - Parameter file: The new log's absolute path; it must not exist.
    /// - Throws: A ``HistoryError`` when a recording runs or the file exists or cannot be written.
    func startRecording(to file: String) throws(HistoryError) {
        try checkSaving()
        if let recording { throw .alreadyRecording(recording.path) }
        guard !FileManager.default.fileExists(atPath: file) else { throw .recordingExists(file) }
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw .unwritableLog(path: path, reason: "cannot read it to copy")
        }
        guard !LogFile.followingSymbolicLinks(file).hasPrefix(JournalSnapshot.path(forLog: path)) else {
            throw .cannotRecord(file, reason: "that is where todos keeps the snapshot of \(path); give another file")
        }
        func refuse(_ reason: String) -> HistoryError {
            unlink(file)
            return .cannotRecord(file, reason: reason)
        }
        let descriptor = Foundation.open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotRecord(file, reason: String(cString: strerror(errno))) }
        // Locked as a log is, so that a `todos --file` on it is refused while it is recorded to.
        let lock: LogLock
        do {
            lock = try LogLock(locking: descriptor)
        } catch {
            throw refuse("another todos is using it")
        }
        do {
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: contents)
        } catch {
            throw refuse("cannot write it")
        }
        let recorder: ActionLogRecorder<ToDoStore>
        do {
            recorder = try ActionLogRecorder(
                appendingTo: file, registry: registry, onIssue: { [console] in console.warning("\($0)") })
        } catch {
            throw refuse(error.reason)
        }
        store.dispatchObservers.add(recorder)
        recording = recorder
        recordingLock = lock
    }

    /// Stops `:record`.
    ///
    /// - Returns: The recording's path and how many actions it holds.
    /// - Throws: ``HistoryError/notRecording``, or ``HistoryError/recordingStopped(_:reason:)`` when
    ///   the recording had stopped before (its file replaced, a failed write), which it said then.
    func stopRecording() throws(HistoryError) -> (path: String, actionCount: Int) {
        guard let recording else { throw .notRecording }
        let isRecording = recording.checkPath()
        store.dispatchObservers.remove(recording)
        recording.close()
        recordingLock = nil
        self.recording = nil
        guard isRecording else {
            throw .recordingStopped(recording.path, reason: recording.issues.last?.reason ?? "it was closed")
        }
        return (recording.path, recording.actionCount)
    }

    /// Refuses the history commands once a write to the log failed, or its path names another file:
    /// it no longer holds the session.
    private func checkSaving() throws(HistoryError) {
        recorder.checkPath()
        if let reason = saveFailure.reason { throw .notSaving(path: path, reason: reason) }
    }
}
