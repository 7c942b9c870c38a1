/// One action line of a log, as written: its number, name and arguments.
public struct ActionLogEntry: Hashable, Sendable {
    /// The action's number, from 1.
    public let seq: Int

    /// The action's name, as registered.
    public let action: String

    /// Each argument as compact JSON with sorted keys: `"Buy milk"`, `2`.
    public let arguments: [String]
}
