/// Reads plain lines from standard input when it is not a terminal: no prompt, echo or escapes.
struct PipeReader: LineReader {
    var isInteractive: Bool { false }

    /// The next line; a byte-order mark an editor put at its start is not part of the command.
    func readLine(prompt: String) -> String? {
        Swift.readLine(strippingNewline: true).map { line in
            line.unicodeScalars.first == "\u{FEFF}" ? String(line.unicodeScalars.dropFirst()) : line
        }
    }

    func updateIDs(_ ids: [Int]) {}
}
