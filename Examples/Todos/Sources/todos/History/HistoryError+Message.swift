import Onward

extension HistoryError {
    /// Why `:undo`, `:redo`, `:jump`, `:log` or `:record` could not be carried out: the message to
    /// print after `error: `.
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
        case .recordingOverSnapshot(let path, let log):
            "cannot record to \(path): that is where todos keeps the snapshot of \(log); give another file"
        case .alreadyRecording(let path):
            "already recording to \(path); type ':record stop' first"
        case .recordingStopped(let path, let reason):
            "the recording to \(path) stopped: \(reason)"
        case .notRecording:
            "not recording; type ':record <file>' to start"
        case .actionRunning(let name):
            "\(name) is still running; try again once it has finished"
        }
    }
}
