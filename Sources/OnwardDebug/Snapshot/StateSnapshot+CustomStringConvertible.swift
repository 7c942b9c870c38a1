extension StateSnapshot: CustomStringConvertible {
    /// The canonical one-line text: `ToDo(title: "Buy milk", isCompleted: false)`.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// The snapshot as indented lines, breaking only the parts longer than `width`.
    ///
    /// - Parameters:
    ///   - width: The longest line to keep on one line.
    ///   - indentation: The spaces added for each level of nesting.
    /// - Returns: The text, without a trailing newline.
    public func formatted(width: Int = 100, indentation: Int = 2) -> String {
        var lines: [String] = []
        appendLines(to: &lines, prefix: "", suffix: "", indent: 0, width: width, step: indentation)
        return lines.joined(separator: "\n")
    }

    /// The text before this snapshot's parts and after them, and the parts, each after its label
    /// (`title: `, a dictionary's `"bob": `, or nothing); a snapshot without parts is all opening.
    private var parts: (open: String, close: String, items: [(label: String, value: StateSnapshot)]) {
        switch self {
        case .leaf(let value): (value, "", [])
        case .nilValue: ("nil", "", [])
        case .cycle(let type): ("<cycle: \(type)>", "", [])
        case .list(let elements): ("[", "]", elements.map { ("", $0) })
        case .set(let elements): ("Set([", "])", elements.map { ("", $0) })
        case .dictionary(let entries) where entries.isEmpty: ("[:]", "", [])
        case .dictionary(let entries): ("[", "]", entries.map { ($0.key.description + ": ", $0.value) })
        case .record(let type, let fields): (type + "(", ")", fields.map(Self.labeled))
        case .enumCase(_, let name, let payload): ("." + name + "(", ")", payload.map(Self.labeled))
        }
    }

    private static func labeled(_ field: Field) -> (label: String, value: StateSnapshot) {
        (field.label.isEmpty ? "" : field.label + ": ", field.value)
    }

    private func write(to text: inout String) {
        let parts = parts
        text += parts.open
        for (index, item) in parts.items.enumerated() {
            if index > 0 { text += ", " }
            text += item.label
            item.value.write(to: &text)
        }
        text += parts.close
    }

    private func appendLines(
        to lines: inout [String], prefix: String, suffix: String, indent: Int, width: Int, step: Int
    ) {
        let padding = String(repeating: " ", count: indent)
        let oneLine = padding + prefix + description + suffix
        let parts = parts
        guard oneLine.count > width, !parts.items.isEmpty else {
            lines.append(oneLine)
            return
        }
        lines.append(padding + prefix + parts.open)
        for (index, item) in parts.items.enumerated() {
            let comma = index < parts.items.count - 1 ? "," : ""
            item.value.appendLines(
                to: &lines, prefix: item.label, suffix: comma, indent: indent + step, width: width, step: step)
        }
        lines.append(padding + parts.close + suffix)
    }
}
