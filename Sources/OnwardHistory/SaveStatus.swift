/// Whether a history's log still holds everything: the recorder's issue handler, which remembers
/// why the log stopped being written and passes each issue on as a ``HistoryNotice``.
final class SaveStatus {
    /// Why the log stopped being written; `nil` while it is written.
    private(set) var reason: String?
    /// Where notices go.
    let report: (HistoryNotice) -> Void
    /// Whether the history is closing: an issue met from then on is one met as it closed.
    var isClosing = false

    init(report: @escaping (HistoryNotice) -> Void) {
        self.report = report
    }

    /// Stops the saving without a notice: the caller reports why.
    func stop(because reason: String) {
        if self.reason == nil { self.reason = reason }
    }

    /// The recorder's issue handler: each of a history's recorder's issues stops it (an action it
    /// cannot record too), and stops the saving.
    func recorderIssue(_ issue: ActionLogIssue) {
        reason = issue.reason
        var issue = issue
        issue.isAtClose = isClosing
        report(.stoppedSaving(issue))
    }
}
