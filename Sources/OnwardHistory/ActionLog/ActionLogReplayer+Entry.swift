import Foundation

extension ActionLogReplayer {
    /// One action of a log, found by reading the log backwards from its end: for an undo's "undid
    /// 3: add Zed", without reading a long log from its start.
    ///
    /// The line is not checked against the registry: ``contents(of:for:)`` checks every line.
    /// - Parameters:
    ///   - seq: The action's number.
    ///   - path: The log.
    /// - Returns: The action, or `nil` when the log has no readable line with that `seq`.
    public static func entry(_ seq: Int, of path: String) -> ActionLogEntry? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let reader = try? ReverseLineReader(descriptor: descriptor) else { return nil }
        while let line = try? reader.previous() {
            guard case .object(let fields)? = JSONValue.parse(line.bytes),
                case .integer(let found)? = fields["seq"]
            else { continue }
            guard found <= seq else { continue }
            guard found == seq, case .string(let action)? = fields["action"],
                case .array(let arguments)? = fields["args"]
            else { return nil }
            return ActionLogEntry(seq: seq, action: action, arguments: arguments.map(\.text))
        }
        return nil
    }
}
