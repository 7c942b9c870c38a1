/// Where the REPL's lines come from: a terminal with line editing, or a pipe.
@MainActor
protocol LineReader {
    /// Whether a person is typing, so the session shows a prompt and a greeting.
    var isInteractive: Bool { get }

    /// The next line, without its line break; `nil` at the end of the input (Ctrl-D).
    func readLine(prompt: String) throws(LineReadError) -> String?

    /// Tells the reader the todo ids, for completion.
    func updateIDs(_ ids: [Int])
}
