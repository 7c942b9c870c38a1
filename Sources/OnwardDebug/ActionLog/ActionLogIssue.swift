/// A top-level action the recorder could not record, or a line it could not write.
///
/// The recorder writes an `unrecorded` line in its place, so a replay stops exactly there.
public struct ActionLogIssue: Hashable, Sendable, CustomStringConvertible {
    /// The log's path.
    public let file: String

    /// The line the action has in the log.
    public let line: Int

    /// The action's name.
    public let action: String

    /// What went wrong.
    public let reason: String

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - file: The log's path.
    ///   - line: The action's line.
    ///   - action: The action's name.
    ///   - reason: What went wrong.
    public init(file: String, line: Int, action: String, reason: String) {
        self.file = file
        self.line = line
        self.action = action
        self.reason = reason
    }

    /// `path:LINE: could not record "name": reason`.
    public var description: String {
        "\(file):\(line): could not record \"\(action)\": \(reason)"
    }
}
