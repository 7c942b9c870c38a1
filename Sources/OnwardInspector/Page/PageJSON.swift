/// JSON text that is safe inside an HTML `<script>` element: besides JSON's own escapes, `<`,
/// `>`, `&`, U+2028 and U+2029 are written as `\u003c` and so on, so no text from a log can end
/// the element or be read as markup.
enum PageJSON {
    /// A JSON string literal of `text`.
    ///
    /// - Parameter text: Any text.
    /// - Returns: The literal, quotes included.
    static func string(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}": result += hex(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += hex(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
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
