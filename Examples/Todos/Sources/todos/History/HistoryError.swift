import Onward

/// Why `:undo`, `:redo`, `:jump`, `:log` or `:record` could not be carried out.
enum HistoryError: Error, Equatable {
    /// `:jump` to an action the log does not have.
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
    /// `:record` to a file that exists.
    case recordingExists(String)
    /// `:record` to a file that cannot be created.
    case cannotRecord(String, reason: String)
    /// `:record FILE` while a recording runs.
    case alreadyRecording(String)
    /// `:record stop` with no recording.
    case notRecording
    /// `:record stop` after the recording stopped by itself, saying why then.
    case recordingStopped(String, reason: String)

    /// The message to print after `error: `.
    var message: String {
        switch self {
        case .noSuchAction(let number, 0):
            "there is no action \(number): the log is empty"
        case .noSuchAction(let number, let count):
            "there is no action \(number): the log has \(count == 1 ? "1 action" : "\(count) actions"); "
                + "type ':jump 0' to ':jump \(count)' (':log' lists them)"
        case .unreadableLog(let error, true):
            "cannot replay the log: \(error)"
        case .unreadableLog(let error, false):
            "cannot replay the log: \(error); later actions are not saved"
        case .unwritableLog(let path, let reason):
            "cannot write to \(path): \(reason); later actions are not saved"
        case .unmoved(let path, let reason):
            "cannot write to \(path): \(reason); nothing changed: the todos and the log are as they were"
        case .notSaving(let path, let reason):
            "the session is no longer saved to \(path) (\(reason)), so the log does not "
                + "hold it: ':undo', ':redo', ':jump', ':log' and ':record' are off until todos is restarted"
        case .recordingExists(let path):
            "\(path) exists; ':record' starts a new log, so give a file that does not exist"
        case .cannotRecord(let path, let reason):
            "cannot record to \(path): \(reason)"
        case .alreadyRecording(let path):
            "already recording to \(path); type ':record stop' first"
        case .recordingStopped(let path, let reason):
            "the recording to \(path) stopped: \(reason)"
        case .notRecording:
            "not recording; type ':record <file>' to start"
        }
    }
}
