/// A top-level action the recorder could not record, or a line it could not write.
///
/// For an action it cannot record, the recorder writes an `unrecorded` line in its place, so a
/// replay stops exactly there. For a line it cannot write (a full disk), it stops recording:
/// ``stopsRecording`` is `true`, and the log holds exactly the actions before this one.
public struct ActionLogIssue: Hashable, Sendable, CustomStringConvertible {
    /// The log's path.
    public let file: String

    /// The line the action has in the log.
    public let line: Int

    /// The action's name.
    public let action: String

    /// What went wrong.
    public let reason: String

    /// Whether the recorder stopped: its line could not be written, so neither it nor any later
    /// action is in the log.
    public let stopsRecording: Bool

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - file: The log's path.
    ///   - line: The action's line.
    ///   - action: The action's name.
    ///   - reason: What went wrong.
    ///   - stopsRecording: Whether the recorder stopped recording.
    public init(file: String, line: Int, action: String, reason: String, stopsRecording: Bool = false) {
        self.file = file
        self.line = line
        self.action = action
        self.reason = reason
        self.stopsRecording = stopsRecording
    }

    /// `path:LINE: could not record "name": reason`, then `; recording stopped` if it did.
    public var description: String {
        "\(file):\(line): could not record \"\(action)\": \(reason)\(stopsRecording ? "; recording stopped" : "")"
    }
}
