/// Whether a history's log still holds everything: the recorder's issue handler, which remembers
/// why the log stopped being written, and the store's state then, and passes each issue on as a
/// ``HistoryNotice``.
final class SaveStatus<State: Equatable> {
    /// Why the log stopped being written; `nil` while it is written.
    private(set) var reason: String?
    /// Where notices go.
    let report: (HistoryNotice) -> Void
    /// Whether the history is closing: an issue met from then on is one met as it closed.
    var isClosing = false
    /// The store's state now.
    private let state: () -> State
    /// The store's state when the log stopped being written.
    private var stateAtStop: State?
    /// Whether the store held, when the log stopped, what the log does not: the changes of the
    /// action it stopped at, or everything, when another program rewrote the log in place or
    /// replaced it and no copy of it could be kept, or when it no longer replays.
    private var wasUnsavedAtStop = false

    init(report: @escaping (HistoryNotice) -> Void, state: @escaping () -> State) {
        self.report = report
        self.state = state
    }

    /// Whether the store holds what neither the log nor a copy of it kept holds: what it held when
    /// the log stopped (``wasUnsavedAtStop``), or a state other than that one. `false` while the
    /// log is written.
    var hasUnsavedChanges: Bool {
        guard let stateAtStop else { return false }
        return wasUnsavedAtStop || state() != stateAtStop
    }

    /// Stops the saving without a notice, when the log no longer replays: the caller reports why.
    /// What the store holds is then in no file.
    func stop(because reason: String) {
        guard self.reason == nil else { return }
        self.reason = reason
        stateAtStop = state()
        wasUnsavedAtStop = true
    }

    /// The recorder's issue handler: each of a history's recorder's issues stops it (an action it
    /// cannot record too), and stops the saving.
    func recorderIssue(_ issue: ActionLogIssue) {
        if reason == nil {
            stateAtStop = state()
            wasUnsavedAtStop = !issue.action.isEmpty || (issue.fileWasReplaced && issue.savedCopy == nil)
        }
        reason = issue.reason
        var issue = issue
        issue.isAtClose = isClosing
        report(.stoppedSaving(issue))
    }
}
