extension String {
    /// The string without leading and trailing whitespace and newlines (as `Character.isWhitespace`
    /// says), for titles, imported lines and the REPL's commands.
    package func trimmingWhitespace() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<max(start, end)])
    }
}
