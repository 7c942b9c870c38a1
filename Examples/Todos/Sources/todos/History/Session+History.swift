import Onward
import TodosCommands
import TodosCore

extension Session {
    /// Runs `:undo`, `:redo`, `:jump`, `:log` and `:record`, which work on the session's log.
    ///
    /// - Throws: ``SessionError/history(_:)`` when it cannot be carried out.
    func travel(_ command: Command) async throws(SessionError) {
        do {
            switch command {
            case .undo: try await undo()
            case .redo: try await redo()
            case .jump(let target): try await jump(to: target)
            case .log: for line in LogView.lines(try journal.contents(), style: console.output) { console.print(line) }
            case .record(let file?): try startRecording(to: file)
            case .record(nil): showRecording()
            case .stopRecording:
                let (path, count) = try journal.stopRecording()
                console.print("stopped recording: \(display(path)) holds \(LogView.actions(count))")
            default: break
            }
        } catch {
            throw .history(error)
        }
    }

    /// Prints which undone actions a command dropped by adding a new action, if it did.
    func noteDroppedActions(since mark: Journal.Mark) {
        guard let dropped = journal.droppedActions(since: mark) else { return }
        let numbers =
            dropped.count == 1 ? "action \(dropped.lowerBound)" : "actions \(dropped.lowerBound)-\(dropped.upperBound)"
        console.print("dropped undone \(numbers); the new action is \(journal.position)")
    }

    private func undo() async throws(HistoryError) {
        guard journal.position > 0 else {
            console.print(
                journal.actionCount == 0 ? "nothing to undo: the log is empty" : "nothing to undo: at the start")
            return
        }
        guard journal.position >= firstUndoable else {
            console.print(Self.startsFromSavedState)
            return
        }
        let undone = try action(journal.position)
        try await move(to: journal.position - 1)
        console.print("undid \(undone)")
    }

    private func redo() async throws(HistoryError) {
        guard journal.undoneCount > 0 else {
            console.print("nothing to redo")
            return
        }
        let redone = try action(journal.position + 1)
        try await move(to: journal.position + 1)
        console.print("redid \(redone)")
    }

    private func jump(to target: Int) async throws(HistoryError) {
        guard target >= firstUndoable - 1 || target > journal.actionCount else {
            console.print(Self.startsFromSavedState)
            return
        }
        try await move(to: target)
        let undone = journal.undoneCount
        let them = undone == 1 ? "it" : "them"
        let note = undone == 0 ? "" : "; \(undone) undone (':redo' redoes \(them), a new action drops \(them))"
        console.print("at action \(journal.position) of \(journal.actionCount)\(note)")
    }

    /// Why a log upgraded from an older `todos` cannot be undone past its first action.
    static let startsFromSavedState =
        "nothing to undo: the log starts from the state an older todos saved (action 1); "
        + "the history before it is in the old log kept beside it"

    /// An action of the log as `:log` shows it: `3: toggle 1`.
    private func action(_ seq: Int) throws(HistoryError) -> String {
        let entry = ActionLogReplayer<ToDoStore>.entry(seq, of: journal.path)
        return "\(seq): " + (entry.map(LogView.text(of:)) ?? "?")
    }

    /// Replays the log to a position, in the session's store; the debug output, if on, does not
    /// print the replayed actions.
    private func move(to target: Int) async throws(HistoryError) {
        let mode = debug.mode
        debug.mode = .off
        defer { debug.mode = mode }
        try await journal.travel(to: target)
    }

    private func startRecording(to typed: String) throws(HistoryError) {
        let path = LogLocation.absolute(typed, environment: environment)
        try journal.startRecording(to: path)
        console.print(
            "recording to \(typed): the \(LogView.actions(journal.actionCount)) so far, then each new one; "
                + "':record stop' stops")
    }

    private func showRecording() {
        guard let recording = journal.recordingInProgress else {
            console.print("not recording; ':record <file>' records the session to a new log")
            return
        }
        console.print("recording to \(display(recording.path)) (\(LogView.actions(recording.actionCount)))")
    }

    private func display(_ path: String) -> String {
        LogLocation.display(path, environment: environment)
    }
}
