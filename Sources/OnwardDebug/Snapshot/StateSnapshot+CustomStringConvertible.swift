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

    private func write(to text: inout String) {
        switch self {
        case .leaf(let value):
            text += value
        case .nilValue:
            text += "nil"
        case .list(let elements):
            text += "["
            writeJoined(elements, to: &text)
            text += "]"
        case .set(let elements):
            text += "Set(["
            writeJoined(elements, to: &text)
            text += "])"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                text += "[:]"
                return
            }
            text += "["
            for (index, entry) in entries.enumerated() {
                if index > 0 { text += ", " }
                entry.key.write(to: &text)
                text += ": "
                entry.value.write(to: &text)
            }
            text += "]"
        case .record(let type, let fields):
            text += type + "("
            Self.writeFields(fields, to: &text)
            text += ")"
        case .enumCase(_, let name, let payload):
            text += "." + name + "("
            Self.writeFields(payload, to: &text)
            text += ")"
        case .cycle(let type):
            text += "<cycle: \(type)>"
        }
    }

    private func writeJoined(_ elements: [StateSnapshot], to text: inout String) {
        for (index, element) in elements.enumerated() {
            if index > 0 { text += ", " }
            element.write(to: &text)
        }
    }

    private static func writeFields(_ fields: [Field], to text: inout String) {
        for (index, field) in fields.enumerated() {
            if index > 0 { text += ", " }
            if !field.label.isEmpty { text += field.label + ": " }
            field.value.write(to: &text)
        }
    }

    /// The opening and closing text around this snapshot's parts, and the parts, when it has any.
    private var parts: (open: String, close: String, items: [(label: String, value: StateSnapshot)])? {
        switch self {
        case .leaf, .nilValue, .cycle:
            return nil
        case .list(let elements):
            return ("[", "]", elements.map { ("", $0) })
        case .set(let elements):
            return ("Set([", "])", elements.map { ("", $0) })
        case .dictionary(let entries):
            return ("[", "]", entries.map { ($0.key.description, $0.value) })
        case .record(let type, let fields):
            return (type + "(", ")", fields.map { ($0.label, $0.value) })
        case .enumCase(_, let name, let payload):
            return ("." + name + "(", ")", payload.map { ($0.label, $0.value) })
        }
    }

    private func appendLines(
        to lines: inout [String],
        prefix: String,
        suffix: String,
        indent: Int,
        width: Int,
        step: Int
    ) {
        let padding = String(repeating: " ", count: indent)
        let oneLine = padding + prefix + description + suffix
        guard oneLine.count > width, let parts, !parts.items.isEmpty else {
            lines.append(oneLine)
            return
        }
        lines.append(padding + prefix + parts.open)
        for (index, item) in parts.items.enumerated() {
            let label = item.label.isEmpty ? "" : item.label + ": "
            let comma = index < parts.items.count - 1 ? "," : ""
            item.value.appendLines(
                to: &lines,
                prefix: label,
                suffix: comma,
                indent: indent + step,
                width: width,
                step: step
            )
        }
        lines.append(padding + parts.close + suffix)
    }
}
