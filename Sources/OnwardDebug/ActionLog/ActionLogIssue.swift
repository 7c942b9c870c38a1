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

    /// Where the recorder kept the log when its path no longer named the file it wrote (another
    /// program replaced or removed it): a copy with every line written before, this session's
    /// included. `nil` for every other issue.
    public let savedCopy: String?

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - file: The log's path.
    ///   - line: The action's line.
    ///   - action: The action's name.
    ///   - reason: What went wrong.
    ///   - stopsRecording: Whether the recorder stopped recording.
    ///   - savedCopy: Where the recorder kept a log that was replaced under it.
    public init(
        file: String, line: Int, action: String, reason: String, stopsRecording: Bool = false, savedCopy: String? = nil
    ) {
        self.file = file
        self.line = line
        self.action = action
        self.reason = reason
        self.stopsRecording = stopsRecording
        self.savedCopy = savedCopy
    }

    /// `path:LINE: could not record "name": reason`, then `; recording stopped` if it did.
    public var description: String {
        "\(file):\(line): could not record \"\(action)\": \(reason)\(stopsRecording ? "; recording stopped" : "")"
    }
}
