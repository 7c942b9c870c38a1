/// A top-level action the recorder could not record, or a line it could not write.
///
/// For an action it cannot record, the recorder writes an `unrecorded` line in its place, so a
/// replay stops exactly there. For a line it cannot write (a full disk), or undone actions it
/// cannot cut off before it, it stops recording: ``stopsRecording`` is `true`, and the log holds
/// exactly the actions before this one.
public struct ActionLogIssue: Hashable, Sendable, CustomStringConvertible {
    /// The log's path.
    public let file: String

    /// The line the action has in the log.
    public let line: Int

    /// The action's name.
    public let action: String

    /// What went wrong.
    public let reason: String

    /// Whether the recorder stopped: its line could not be written (or the undone actions before
    /// it cut off), so neither it nor any later action is in the log.
    public let stopsRecording: Bool

    /// Whether what the recorder wrote is no longer what the log's path holds: another program
    /// replaced or removed the file, or rewrote it in place (cut it short, or saved it over at
    /// its size). Not for a line another program appended, which leaves the recorder's lines as
    /// they were.
    public let fileWasReplaced: Bool

    /// Where the recorder kept the file it wrote when it was replaced: a copy with every line
    /// written before, this session's included. `nil` for every other issue, and when the copy
    /// could not be made.
    public let savedCopy: String?

    /// Whether a history met the issue as it closed (``StoreHistory/close()``): at its last check
    /// of the file, or at the line of an action that ended after the call. The store was no longer
    /// to be recorded, so it does not go on in memory, as after an issue met during the session.
    public internal(set) var isAtClose = false

    /// `path:LINE: could not record "name": reason`, then `; recording stopped` if it did, and
    /// where the replaced file was kept; `path: reason; recording stopped` when no action was
    /// being recorded.
    public var description: String {
        let what = action.isEmpty ? "\(file)" : "\(file):\(line): could not record \"\(action)\""
        let kept = savedCopy.map { "; what it held is kept in \($0)" } ?? ""
        return "\(what): \(reason)\(stopsRecording ? "; recording stopped" : "")" + kept
    }
}
