/// The actions a log holds and the position it ends at, read without dispatching any.
public struct ActionLogContents: Hashable, Sendable {
    /// Every action line, in order.
    public let entries: [ActionLogEntry]

    /// How many of the actions are in effect: the last position line's value, or all of them.
    public let position: Int

    /// How many actions are undone: after ``position``.
    public var undoneCount: Int { entries.count - position }
}

/// One action line of a log, as written: its number, name and arguments.
public struct ActionLogEntry: Hashable, Sendable {
    /// The action's number, from 1.
    public let seq: Int

    /// The action's name, as registered.
    public let action: String

    /// Each argument as compact JSON with sorted keys: `"Buy milk"`, `2`.
    public let arguments: [String]

    /// Creates an entry, as a test expects one.
    ///
    /// - Parameters:
    ///   - seq: The action's number.
    ///   - action: The action's name.
    ///   - arguments: Each argument's JSON text.
    public init(seq: Int, action: String, arguments: [String]) {
        self.seq = seq
        self.action = action
        self.arguments = arguments
    }
}
