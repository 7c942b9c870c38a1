/// One action line of a log, as written: its number, name and arguments.
public struct ActionLogEntry: Hashable, Sendable {
    /// The action's number, from 1.
    public let seq: Int

    /// The action's name, as registered.
    public let action: String

    /// Each argument as compact JSON with sorted keys: `"Buy milk"`, `2`.
    public let arguments: [String]

    /// Creates an entry.
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
