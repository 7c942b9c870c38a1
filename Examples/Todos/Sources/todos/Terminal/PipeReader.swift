/// Reads plain lines from standard input when it is not a terminal: no prompt, echo or escapes.
struct PipeReader: LineReader {
    var isInteractive: Bool { false }

    func readLine(prompt: String) -> String? {
        Swift.readLine(strippingNewline: true)
    }

    func updateIDs(_ ids: [Int]) {}
}
