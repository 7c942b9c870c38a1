/// A JSON string found by ``JSONScanner``: checked, not yet decoded.
struct JSONString {
    /// The bytes between the quotes.
    let content: Range<Int>

    /// Whether the string holds escapes; without them its content is its text, as UTF-8.
    let hasEscapes: Bool

    /// The string's text.
    ///
    /// - Returns: The text, escapes decoded; `nil` only for bytes the scanner did not check.
    func text(in bytes: [UInt8]) -> String? {
        guard hasEscapes else { return String(decoding: bytes[content], as: UTF8.self) }
        var scanner = JSONScanner(bytes, in: content)
        var text = ""
        var start = content.lowerBound
        while let byte = scanner.current {
            guard byte == UInt8(ascii: "\\") else {
                scanner.index += 1
                continue
            }
            guard let chunk = String(validating: bytes[start..<scanner.index], as: UTF8.self) else { return nil }
            text += chunk
            scanner.index += 1
            guard let scalar = scanner.escape() else { return nil }
            text.unicodeScalars.append(scalar)
            start = scanner.index
        }
        guard let chunk = String(validating: bytes[start..<content.upperBound], as: UTF8.self) else { return nil }
        return text + chunk
    }
}
