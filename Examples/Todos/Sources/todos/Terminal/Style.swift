import Onward

/// Colors for people: used only on a terminal, never with `NO_COLOR` set or on a `dumb` terminal,
/// as the debug log decides (``ColorMode/automatic``).
struct Style {
    /// Whether escapes are written at all.
    let isEnabled: Bool

    /// The style for a stream.
    ///
    /// - Parameters:
    ///   - descriptor: The file descriptor the text goes to.
    ///   - environment: The process environment.
    init(for descriptor: Int32, environment: [String: String]) {
        isEnabled = ColorMode.automatic.isEnabled(for: .fileDescriptor(descriptor), environment: environment)
    }

    /// Text in bold red, for `error:`.
    func error(_ text: String) -> String { wrap(text, "1;31") }
    /// Text in green, for done marks.
    func done(_ text: String) -> String { wrap(text, "32") }
    /// Text dimmed, for ids and summaries.
    func dim(_ text: String) -> String { wrap(text, "2") }
    /// Text in bold, for names.
    func bold(_ text: String) -> String { wrap(text, "1") }
    /// Text in yellow, for warnings.
    func warning(_ text: String) -> String { wrap(text, "1;33") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
