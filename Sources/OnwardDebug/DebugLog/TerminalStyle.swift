/// ANSI styling for the debug log, or none.
struct TerminalStyle {
    /// Whether styling is on.
    let isEnabled: Bool

    /// Bold, for action names.
    func bold(_ text: String) -> String { wrap(text, "1") }

    /// Dim, for durations and notes.
    func dim(_ text: String) -> String { wrap(text, "2") }

    /// Red, for old and removed values.
    func red(_ text: String) -> String { wrap(text, "31") }

    /// Green, for new and added values.
    func green(_ text: String) -> String { wrap(text, "32") }

    /// Yellow, for moves.
    func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
