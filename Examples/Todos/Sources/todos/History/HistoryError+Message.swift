import Onward

extension HistoryError {
    /// Why `:undo`, `:redo`, `:jump`, `:log` or `:record` could not be carried out: the message to
    /// print after `error: `, naming the command that helps where there is one.
    var message: String {
        switch self {
        case .noSuchAction(_, let count) where count > 0:
            "\(self); type ':jump 0' to ':jump \(count)' (':log' lists them)"
        case .unmoved(let path, let reason):
            "cannot write to \(path): \(reason); nothing changed: the todos and the log are as they were"
        case .notSaving:
            "\(self): ':undo', ':redo', ':jump', ':log' and ':record' are off until todos is restarted"
        case .recordingExists(let path):
            "\(path) exists; ':record' starts a new log, so give a file that does not exist"
        case .recordingOverSnapshot(let path, let log):
            "cannot record to \(path): that is where todos keeps the snapshot of \(log); give another file"
        case .alreadyRecording: "\(self); type ':record stop' first"
        case .notRecording: "\(self); type ':record <file>' to start"
        default: "\(self)"
        }
    }
}
