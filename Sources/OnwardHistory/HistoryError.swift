/// Why a move in a store's history (undo, redo, jump), a listing of its log or a recording of it
/// could not be carried out.
public enum HistoryError: Error, Equatable, CustomStringConvertible {
    /// A move to an action the log does not have.
    case noSuchAction(Int, count: Int)
    /// The log could not be read back, or replayed; whether the session still records to it.
    case unreadableLog(ActionLogError, isRecording: Bool)
    /// The log could not be written; the session goes on, its later actions unsaved.
    case unwritableLog(path: String, reason: String)
    /// The line of an undo, redo or jump could not be written; it was cut off, and the store put
    /// back: nothing changed.
    case unmoved(path: String, reason: String)
    /// The log stopped being written earlier in the session (a failed write, or the file replaced),
    /// which went on in memory: the log no longer holds the session, so it cannot be replayed or
    /// copied.
    case notSaving(path: String, reason: String)
    /// A recording to a file that exists.
    case recordingExists(String)
    /// A recording to a file that cannot be created.
    case cannotRecord(String, reason: String)
    /// A recording to the file where the log's snapshot is kept (`<log>.snapshot`), which would
    /// be replaced by the next snapshot.
    case recordingOverSnapshot(String, log: String)
    /// A recording started while one runs.
    case alreadyRecording(String)
    /// A recording stopped when none runs.
    case notRecording
    /// A recording stopped after it had stopped by itself, saying why then.
    case recordingStopped(String, reason: String)
    /// A move or a recording asked for while an action runs (an asynchronous one, awaiting): its
    /// line is not in the log yet, and goes after the move's, or past the recording's copy. Ask
    /// again once it has finished.
    case actionRunning(String)

    /// The error in a sentence.
    public var description: String {
        switch self {
        case .noSuchAction(let number, 0): "there is no action \(number): the log is empty"
        case .noSuchAction(let number, let count):
            "there is no action \(number): the log has \(count == 1 ? "1 action" : "\(count) actions")"
        case .unreadableLog(let error, true): "cannot replay the log: \(error)"
        case .unreadableLog(let error, false): "cannot replay the log: \(error); later actions are not saved"
        case .unwritableLog(let path, let reason): "cannot write to \(path): \(reason); later actions are not saved"
        case .unmoved(let path, let reason):
            "cannot write to \(path): \(reason); nothing changed: the store and the log are as they were"
        case .notSaving(let path, let reason):
            "the session is no longer saved to \(path) (\(reason)), so the log does not hold it"
        case .recordingExists(let path):
            "\(path) exists; a recording starts a new file, so give one that does not exist"
        case .cannotRecord(let path, let reason): "cannot record to \(path): \(reason)"
        case .recordingOverSnapshot(let path, let log):
            "cannot record to \(path): that is where the snapshot of \(log) is kept; give another file"
        case .alreadyRecording(let path): "already recording to \(path)"
        case .notRecording: "not recording"
        case .recordingStopped(let path, let reason): "the recording to \(path) stopped: \(reason)"
        case .actionRunning(let name): "\(name) is still running; try again once it has finished"
        }
    }
}
