/// Lays out a finished top-level dispatch and its nested ones as lines of text.
///
/// ```
/// ▸ edit(1, "Oat milk")  1.00 ms  Session.swift:42
///   todos[0].title: "Buy milk" → "Oat milk"
/// ```
/// Nested dispatches are indented under their parent, before the parent's own diff (which also
/// contains theirs); one on a nested store names it (`▸ toggleCompletion on ToDo`).
struct DebugLogFormatter {
    let style: TerminalStyle
    let actionsOnly: Bool
    /// Whether to show where each dispatch was made, after its duration.
    let showsCallSites: Bool

    /// The text of a root dispatch: its lines, each ending in a newline; empty when nothing in it
    /// is shown.
    func text(for node: DispatchNode) -> String {
        var text = ""
        append(node, level: 0, to: &text)
        return text
    }

    private func append(_ node: DispatchNode, level: Int, to text: inout String) {
        guard node.isShown else {
            for child in node.children { append(child, level: level, to: &text) }
            return
        }
        let indent = String(repeating: "  ", count: level)
        appendLine(indent + "▸ " + heading(node), to: &text)
        for child in node.children { append(child, level: level + 1, to: &text) }
        guard !actionsOnly, let diff = node.diff else { return }
        if diff.isEmpty {
            appendLine(indent + "  " + style.dim("no change"), to: &text)
        }
        for change in diff.changes {
            appendLine(indent + "  " + change.text(style: style), to: &text)
        }
    }

    /// Appends a line and its newline without the temporary string of `line + "\n"`, which cost 3%
    /// more instructions in writing a block (callgrind, `onward-bench --only debug --smoke`).
    private func appendLine(_ line: String, to text: inout String) {
        text += line
        text += "\n"
    }

    private func heading(_ node: DispatchNode) -> String {
        var text = style.bold(node.event.name)
        if !node.arguments.isEmpty {
            text += "(" + node.arguments.joined(separator: ", ") + ")"
        }
        if let store = node.nestedStore { text += " on " + store }
        if node.event.isAsync { text += " async" }
        var facts = node.duration.map(DurationText.text) ?? "running"
        if showsCallSites, let site = node.event.site { facts += "  " + site.description.escapingControlCharacters }
        return text + "  " + style.dim(facts)
    }
}
