import Onward

/// What a session does when its log cannot be written (a full disk, a file size limit): it says so
/// once, as an error and a warning, and goes on in memory.
///
/// The recorder has already stopped and cut off what it wrote of the failed line, so the log
/// holds exactly what was saved before; or, when another program replaced the log, kept what it
/// wrote in a copy beside it, which the warning names. The history commands, which replay the log, are refused
/// from then on: the log no longer holds the session.
final class SaveFailure {
    /// Why the log stopped being written; `nil` while it is written.
    private(set) var reason: String?

    private let console: Console

    /// Creates a handler that reports on a console.
    ///
    /// - Parameter console: Where the error and the warning go.
    init(console: Console) {
        self.console = console
    }

    /// The recorder's issue handler.
    ///
    /// - Parameter issue: An action that could not be recorded, or a line that could not be written.
    func report(_ issue: ActionLogIssue) {
        guard issue.stopsRecording else {
            console.warning("\(issue)")
            return
        }
        reason = issue.reason
        console.error("cannot save to \(issue.file): \(issue.reason)")
        let unsaved =
            issue.action.isEmpty ? "later changes are not saved" : "this change and the ones after it are not saved"
        let kept =
            switch (issue.fileWasReplaced, issue.savedCopy) {
            case (true, let copy?):
                "what it held, with what this session saved before, is in \(copy) (use it with --file)"
            case (true, nil): "what this session saved before was in the replaced file, and could not be kept"
            case (false, _): "the log keeps what was saved before"
            }
        console.warning("the session goes on in memory: \(unsaved); " + kept)
    }
}
