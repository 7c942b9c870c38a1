/// The actions a log holds and the position it ends at, read without dispatching any.
public struct ActionLogContents: Hashable, Sendable {
    /// Every action line, in order.
    public let entries: [ActionLogEntry]

    /// How many of the actions are in effect: the last position line's value, or all of them.
    public let position: Int

    /// How many actions are undone: after ``position``.
    public var undoneCount: Int { entries.count - position }
}
