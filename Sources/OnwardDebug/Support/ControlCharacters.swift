extension Unicode.Scalar {
    /// Whether the scalar is a control character (C0, DEL or C1): a terminal acts on it instead of
    /// showing it.
    package var isControlCharacter: Bool {
        // The general category Cc is exactly these ranges; reading it from the scalar's properties
        // costs a table lookup per character, which the inspector and the debug log pay on every leaf.
        value < 0x20 || (0x7F..<0xA0).contains(value)
    }

    /// The scalar as a Swift escape, such as `\u{1B}`.
    var swiftEscape: String {
        "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }
}

extension String {
    /// The string with each control character written as its Swift escape (`\u{1B}`), so that text
    /// from a log, which anyone may have written, never reaches a terminal raw.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        var text = ""
        for scalar in unicodeScalars {
            if scalar.isControlCharacter {
                text += scalar.swiftEscape
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
