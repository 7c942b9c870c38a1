/// One JSON value found by ``JSONScanner``: where it is and what kind it is, not its value.
@usableFromInline
struct JSONToken {
    /// The kinds of values, as far as a reader of a log line needs to tell them apart.
    enum Kind: Equatable {
        /// A string; without escapes its content is its text.
        case string(hasEscapes: Bool)
        /// A number; an integer has neither a fraction nor an exponent.
        case number(isInteger: Bool)
        case array
        case object
        /// `true`, `false` or `null`.
        case literal
    }

    let range: Range<Int>
    let kind: Kind

    var isString: Bool {
        if case .string = kind { return true }
        return false
    }

    /// The value, parsed.
    ///
    /// - Returns: The value; `nil` only for bytes the scanner did not check.
    func value(in bytes: [UInt8]) -> JSONValue? {
        JSONValue.parse(bytes, in: range)
    }

    /// The string's text, when the value is a string without escapes: its bytes as they are.
    ///
    /// - Returns: The text, or `nil` when the value is not a string or has escapes.
    @usableFromInline
    func unescapedString(in bytes: [UInt8]) -> String? {
        guard kind == .string(hasEscapes: false) else { return nil }
        return String(decoding: bytes[range.lowerBound + 1..<range.upperBound - 1], as: UTF8.self)
    }

    /// The string's text, escapes decoded, when the value is a string.
    ///
    /// - Returns: The text, or `nil` when the value is not a string (or for bytes the scanner did
    ///   not check).
    func text(in bytes: [UInt8]) -> String? {
        guard case .string(let hasEscapes) = kind else { return nil }
        let content = range.lowerBound + 1..<range.upperBound - 1
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

    /// The integer, when the value is a number without fraction or exponent that fits `Int64`:
    /// what ``JSONValue/integer(_:)`` holds, and what `Int64(text)` gives, without making a string.
    @usableFromInline
    func integer(in bytes: [UInt8]) -> Int64? {
        guard kind == .number(isInteger: true) else { return nil }
        var index = range.lowerBound
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        // Accumulated as a negative number, so that Int64.min fits.
        var value: Int64 = 0
        while index < range.upperBound {
            let digit = Int64(bytes[index] &- UInt8(ascii: "0"))
            let (shifted, overflowedShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowedDigit) = shifted.subtractingReportingOverflow(digit)
            guard !overflowedShift, !overflowedDigit else { return nil }
            value = next
            index += 1
        }
        if isNegative { return value }
        let (positive, overflowed) = Int64(0).subtractingReportingOverflow(value)
        return overflowed ? nil : positive
    }
}
