extension Unicode.Scalar {
    /// Whether the scalar is a control character (C0, DEL or C1): a terminal acts on it instead of
    /// showing it.
    package var isControlCharacter: Bool {
        // The general category Cc is exactly these ranges; reading it from the scalar's properties
        // costs a table lookup per character, which the inspector and the debug log pay on every leaf.
        value < 0x20 || (0x7F..<0xA0).contains(value)
    }

    /// Whether the scalar is a bidirectional control (Unicode's Bidi_Control): the marks U+061C,
    /// U+200E and U+200F, the embeddings and overrides U+202A to U+202E and the isolates U+2066 to
    /// U+2069. A terminal or a browser obeys it, so that the rest of a line may read backwards and
    /// a text may hide what follows it.
    package var isBidiControl: Bool {
        // Exactly Unicode's Bidi_Control, spelled out for the reason given above.
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether text shown to a person writes the scalar as its Swift escape: a control character
    /// or a bidirectional control.
    package var isEscapedWhenShown: Bool {
        value < 0xA0 ? isControlCharacter : isBidiControl
    }

    /// The scalar as a Swift escape, such as `\u{1B}`.
    var swiftEscape: String {
        "\\u{" + String(value, radix: 16, uppercase: true) + "}"
    }
}

extension String {
    /// The string with each control character and bidirectional control written as its Swift
    /// escape (`\u{1B}`, `\u{202E}`), so that text from a log, which anyone may have written, never
    /// reaches a terminal raw nor turns the rest of its line around.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isEscapedWhenShown) else { return self }
        var text = ""
        for scalar in unicodeScalars {
            if scalar.isEscapedWhenShown {
                text += scalar.swiftEscape
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
