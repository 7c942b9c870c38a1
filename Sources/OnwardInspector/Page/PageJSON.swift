import OnwardHistory

/// JSON text that is safe inside an HTML `<script>` element: besides JSON's own escapes, `<`,
/// `>`, `&`, U+2028 and U+2029 are written as `\u003c` and so on, so no text from a log can end
/// the element or be read as markup.
enum PageJSON {
    /// A JSON string literal of `text`: the action log's, with markup's characters escaped too.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The literal, quotes included.
    static func string(_ text: String) -> String {
        let literal = ActionLogFormat.quoted(text)
        guard literal.unicodeScalars.contains(where: isMarkup) else { return literal }
        var result = ""
        for scalar in literal.unicodeScalars {
            if isMarkup(scalar) { result += hex(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Whether a character could end the script element or be read as markup or a line break.
    private static func isMarkup(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "<" || scalar == ">" || scalar == "&" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// A JSON array of strings.
    static func strings(_ texts: [String]) -> String {
        "[" + texts.map(string).joined(separator: ",") + "]"
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
