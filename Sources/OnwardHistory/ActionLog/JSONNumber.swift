/// A JSON number found by ``JSONScanner``: its text matched the grammar.
struct JSONNumber {
    /// The number's bytes.
    let range: Range<Int>

    /// Whether it has neither a fraction nor an exponent.
    let isInteger: Bool

    /// Whether the number has a value: an integer that fits `Int64`, or one that fits a `Double`.
    ///
    /// - Returns: `false` for a number too large for a `Double`, such as `1e400`.
    func isValid(in bytes: [UInt8]) -> Bool {
        if isInteger, range.count <= 18 { return true }
        return value(in: bytes) != nil
    }

    /// The number as ``JSONParser`` reads it: an integer when it has no fraction or exponent and
    /// fits `Int64`, else a `Double`.
    ///
    /// - Returns: The value, or `nil` when it does not fit a `Double`.
    func value(in bytes: [UInt8]) -> JSONValue? {
        if let integer = integer(in: bytes) { return .integer(integer) }
        guard let double = Double(String(decoding: bytes[range], as: UTF8.self)), double.isFinite else { return nil }
        return .number(double)
    }

    /// The number as an integer, without making a string: what `Int64(text)` gives.
    ///
    /// - Returns: The integer, or `nil` when the number has a fraction or an exponent or does not
    ///   fit `Int64`.
    func integer(in bytes: [UInt8]) -> Int64? {
        guard isInteger else { return nil }
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
