import Foundation
import OnwardCore

extension StoreHistory {
    /// Starts recording to another file: it begins as a copy of the log (so replaying it gives the
    /// state so far, undone actions included), then gets every line the log gets. The file is
    /// locked as a log is while it is recorded to.
    ///
    /// A recording that stopped on its own (its file replaced, a failed write), which it said
    /// then, gives way to the new one.
    ///
    /// - Parameter file: The new log's path, absolute or relative to the working folder; it must
    ///   not exist. It is kept as given: ``recordingInProgress`` and ``stopRecording()`` return it
    ///   so, and before each line the recording checks that it still names its file, from the
    ///   working folder of that moment. A program that changes its working folder while recording
    ///   gives an absolute path: a relative one would then name another file, or none, and the
    ///   recording stops, as when its file is replaced.
    /// - Throws: A ``HistoryError`` when a recording, an action or a move runs, or the file exists
    ///   or cannot be written.
    public func startRecording(to file: String) throws(HistoryError) {
        try checkSaving()
        if dispatchOrderGuard.isMoving {
            throw .cannotRecord(
                file, reason: "its history is moving to another action (an undo, a redo or a jump); start it once moved"
            )
        }
        if let running = recorder.actionInFlight { throw .actionRunning(running) }
        if let recording {
            guard !recording.checkPath() else { throw .alreadyRecording(recording.path) }
            _ = try? stopRecording()
        }
        guard !FileManager.default.fileExists(atPath: file) else { throw .recordingExists(file) }
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw .unwritableLog(path: path, reason: "cannot read it to copy")
        }
        let snapshot = HistorySnapshot<S.State>.path(forLog: path)
        guard ![snapshot, snapshot + ".tmp"].contains(LogFiles.followingSymbolicLinks(file)) else {
            throw .recordingOverSnapshot(file, log: path)
        }
        func refuse(_ reason: String) -> HistoryError {
            unlink(file)
            return .cannotRecord(file, reason: reason)
        }
        let descriptor = Foundation.open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotRecord(file, reason: String(cString: strerror(errno))) }
        // Locked as a log is, so that a history opened on it is refused while it is recorded to.
        let lock: LogLock
        do {
            lock = try LogLock(locking: descriptor, path: file)
        } catch {
            throw refuse("another process is using it")
        }
        if contents.withUnsafeBytes({ FileDescriptorWriter.write($0, to: descriptor) }) != nil {
            throw refuse("cannot write it")
        }
        let recorder: ActionLogRecorder<S>
        do {
            recorder = try ActionLogRecorder(
                appendingTo: file, registry: registry,
                onIssue: { [saveStatus] in saveStatus.report(.recordingIssue($0)) })
        } catch {
            throw refuse(error.reason)
        }
        recorder.stopsAtUnrecordable = true  // a recording must open again, as the log must
        recorder.maximumLineLength = self.recorder.maximumLineLength
        // Ahead of the store's other observers, behind the log's recorder (moved back ahead of it).
        store.dispatchObservers.addFirst(recorder)
        store.dispatchObservers.addFirst(self.recorder)
        recording = recorder
        recordingLock = lock
    }

    /// The recording in progress, if one runs: its file and how many actions it holds; `nil` too
    /// for one that stopped on its own (its file replaced, a failed write), which it said then.
    /// Reading it checks the recording's path, as ``ActionLogRecorder/checkPath()`` does: a file
    /// replaced since is kept beside it, and the recording stops and says so.
    public var recordingInProgress: (path: String, actionCount: Int)? {
        guard let recording, recording.checkPath() else { return nil }
        return (recording.path, recording.actionCount)
    }

    /// Stops the recording.
    ///
    /// - Returns: The recording's path and how many actions it holds.
    /// - Throws: ``HistoryError/notRecording``, or ``HistoryError/recordingStopped(_:reason:)`` when
    ///   the recording had stopped before (its file replaced, a failed write), which it said then.
    public func stopRecording() throws(HistoryError) -> (path: String, actionCount: Int) {
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
}
