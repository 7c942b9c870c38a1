/// How an expansion's output is marked: colors on a terminal, plain text elsewhere.
package protocol ExpansionStyle {
    /// Text for `error:`.
    func error(_ text: String) -> String
    /// Text for generated lines.
    func done(_ text: String) -> String
    /// Text for replaced lines and file headers.
    func dim(_ text: String) -> String
}

/// No colors: what a pipe, a file or a test receives.
package struct PlainExpansionStyle: ExpansionStyle {
    /// Creates the style.
    package init() {}

    package func error(_ text: String) -> String { text }
    package func done(_ text: String) -> String { text }
    package func dim(_ text: String) -> String { text }
}
