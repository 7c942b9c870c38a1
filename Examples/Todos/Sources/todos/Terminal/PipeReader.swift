/// Reads plain lines from standard input when it is not a terminal: no prompt, echo or escapes.
final class PipeReader: LineReader {
    var isInteractive: Bool { false }

    /// Whether no line was read yet: only the first may start with a byte-order mark.
    private var isAtStart = true

    /// The next line; a byte-order mark an editor put at the start of the script is not part of
    /// its first command.
    func readLine(prompt: String) -> String? {
        defer { isAtStart = false }
        return Swift.readLine(strippingNewline: true).map { line in
            isAtStart && line.unicodeScalars.first == "\u{FEFF}" ? String(line.unicodeScalars.dropFirst()) : line
        }
    }

    func updateIDs(_ ids: [Int]) {}
}
