/// One JSON value found by ``JSONScanner``: where it is and what kind it is, not its value.
@usableFromInline
struct JSONToken {
    /// The kinds of values, as far as a reader of a log line needs to tell them apart.
    enum Kind: Equatable {
        /// A string; without escapes its content is its text.
        case string(hasEscapes: Bool)
        /// A number; an integer has neither a fraction nor an exponent.
        case number(isInteger: Bool)
        /// An array.
        case array
        /// An object.
        case object
        /// `true`, `false` or `null`.
        case literal
    }

    /// The value's bytes.
    let range: Range<Int>

    /// The value's kind.
    let kind: Kind

    /// Whether the value is a string.
    var isString: Bool {
        if case .string = kind { return true }
        return false
    }

    /// The value, parsed.
    ///
    /// - Returns: The value; `nil` only for bytes the scanner did not check.
    func value(in bytes: [UInt8]) -> JSONValue? {
        JSONParser.parse(bytes, in: range)
    }

    /// The string's text, when the value is a string without escapes: its bytes as they are.
    ///
    /// - Returns: The text, or `nil` when the value is not a string or has escapes.
    @usableFromInline
    func unescapedString(in bytes: [UInt8]) -> String? {
        guard kind == .string(hasEscapes: false) else { return nil }
        return String(decoding: bytes[range.lowerBound + 1..<range.upperBound - 1], as: UTF8.self)
    }

    /// The string's text, when the value is a string.
    ///
    /// - Returns: The text, or `nil` when the value is not a string.
    func text(in bytes: [UInt8]) -> String? {
        guard case .string(let hasEscapes) = kind else { return nil }
        let content = range.lowerBound + 1..<range.upperBound - 1
        return JSONString(content: content, hasEscapes: hasEscapes).text(in: bytes)
    }

    /// The integer, when the value is a number without fraction or exponent that fits `Int64`:
    /// what ``JSONValue/integer(_:)`` holds.
    ///
    /// - Returns: The integer, or `nil`.
    @usableFromInline
    func integer(in bytes: [UInt8]) -> Int64? {
        guard kind == .number(isInteger: true) else { return nil }
        return JSONNumber(range: range, isInteger: true).integer(in: bytes)
    }
}
