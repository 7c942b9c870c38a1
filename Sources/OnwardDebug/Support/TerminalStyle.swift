/// ANSI styling for people, or none: the one styler of the debug log and of the Todos REPL.
package struct TerminalStyle {
    /// Whether styling is on.
    package let isEnabled: Bool

    /// Creates a style that is on or off.
    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// The style for a stream: on only for a terminal, never with `NO_COLOR` set or on a `dumb`
    /// terminal, as the debug log decides (``ColorMode/automatic``).
    package init(for descriptor: Int32, environment: [String: String]) {
        isEnabled = ColorMode.automatic.isEnabled(for: .fileDescriptor(descriptor), environment: environment)
    }

    /// Bold, for action names.
    package func bold(_ text: String) -> String { wrap(text, "1") }

    /// Dim, for durations, ids and notes.
    package func dim(_ text: String) -> String { wrap(text, "2") }

    /// Red, for old and removed values.
    package func red(_ text: String) -> String { wrap(text, "31") }

    /// Green, for new and added values and done marks.
    package func green(_ text: String) -> String { wrap(text, "32") }

    /// Yellow, for moves.
    package func yellow(_ text: String) -> String { wrap(text, "33") }

    /// Bold red, for `error:`.
    package func error(_ text: String) -> String { wrap(text, "1;31") }

    /// Bold yellow, for warnings.
    package func warning(_ text: String) -> String { wrap(text, "1;33") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
