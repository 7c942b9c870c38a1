/// Lays out a finished top-level dispatch and its nested ones as lines of text.
///
/// ```
/// ▸ edit(1, "Oat milk")  1.00 ms  Session.swift:42
///   todos[0].title: "Buy milk" → "Oat milk"
/// ```
/// Nested dispatches are indented under their parent, before the parent's own diff (which also
/// contains theirs); one on a nested store names it (`▸ toggleCompletion on ToDo`).
struct DebugLogFormatter {
    /// The styling to use.
    let style: TerminalStyle

    /// Whether to leave out diffs.
    let actionsOnly: Bool

    /// Whether to show where each dispatch was made, after its duration.
    let showsCallSites: Bool

    /// The text of an entry: its lines, each ending in a newline.
    ///
    /// - Returns: The text, or the empty string when nothing in it is shown.
    func text(for entry: DebugEntry) -> String {
        var text = ""
        append(entry, level: 0, to: &text)
        return text
    }

    private func append(_ entry: DebugEntry, level: Int, to text: inout String) {
        guard entry.isShown else {
            for child in entry.children { append(child, level: level, to: &text) }
            return
        }
        let indent = String(repeating: "  ", count: level)
        appendLine(indent + "▸ " + heading(entry), to: &text)
        for child in entry.children { append(child, level: level + 1, to: &text) }
        guard !actionsOnly, let diff = entry.diff else { return }
        if diff.isEmpty {
            appendLine(indent + "  " + style.dim("no change"), to: &text)
        }
        for change in diff.changes {
            appendLine(indent + "  " + change.text(style: style), to: &text)
        }
    }

    private func appendLine(_ line: String, to text: inout String) {
        text += line
        text += "\n"
    }

    private func heading(_ entry: DebugEntry) -> String {
        var text = style.bold(entry.event.name)
        if !entry.arguments.isEmpty {
            text += "(" + entry.arguments.joined(separator: ", ") + ")"
        }
        if let store = entry.nestedStore { text += " on " + store }
        if entry.event.isAsync { text += " async" }
        var facts = entry.duration.map(DurationText.text) ?? "running"
        if showsCallSites, let site = entry.event.site { facts += "  " + site.description.escapingControlCharacters }
        return text + "  " + style.dim(facts)
    }
}
