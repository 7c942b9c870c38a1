/// Reads JSON (RFC 8259) token by token over UTF-8 bytes, checking each strictly without building
/// values: the one grammar that ``JSONValue/parse(_:in:)`` and ``LogLineFields`` share.
///
/// Strings are checked (escapes, surrogate pairs, UTF-8, no control characters) but not decoded;
/// numbers are checked, including that they fit a `Double`; nesting deeper than ``maximumDepth``
/// is refused rather than risking the stack.
struct JSONScanner {
    static let maximumDepth = 256
    let bytes: [UInt8]

    /// The next byte to read.
    var index: Int

    /// Where the text ends.
    let end: Int

    /// How many objects and arrays enclose the current position.
    var depth = 0

    /// Creates a scanner over part of some bytes.
    init(_ bytes: [UInt8], in range: Range<Int>) {
        self.bytes = bytes
        self.index = range.lowerBound
        self.end = range.upperBound
    }

    /// The byte at the current position, or `nil` at the end.
    var current: UInt8? { index < end ? bytes[index] : nil }

    var isAtEnd: Bool { index >= end }

    /// Moves past spaces, tabs, carriage returns and newlines.
    mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Moves past one byte if it is the one expected.
    ///
    /// - Returns: Whether it was there.
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < end, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Checks one value, after optional whitespace, and moves past it.
    ///
    /// - Returns: The value's token, or `nil` when it is not valid JSON.
    mutating func skipValue() -> JSONToken? {
        skipWhitespace()
        let start = index
        guard let byte = current else { return nil }
        let kind: JSONToken.Kind
        switch byte {
        case UInt8(ascii: "{"):
            guard skipContainer(closing: UInt8(ascii: "}"), isObject: true) else { return nil }
            kind = .object
        case UInt8(ascii: "["):
            guard skipContainer(closing: UInt8(ascii: "]"), isObject: false) else { return nil }
            kind = .array
        case UInt8(ascii: "\""):
            return string()
        case UInt8(ascii: "t"):
            guard literal("true") else { return nil }
            kind = .literal
        case UInt8(ascii: "f"):
            guard literal("false") else { return nil }
            kind = .literal
        case UInt8(ascii: "n"):
            guard literal("null") else { return nil }
            kind = .literal
        default:
            // A number has a value when it is an integer that fits `Int64`, or one that fits a
            // `Double` (not `1e400`).
            guard let number = number(),
                number.kind == .number(isInteger: true) && number.range.count <= 18 || numberValue(number) != nil
            else { return nil }
            return number
        }
        return JSONToken(range: start..<index, kind: kind)
    }

    /// Moves past an object's or an array's elements, from its opening bracket.
    private mutating func skipContainer(closing: UInt8, isObject: Bool) -> Bool {
        guard enter() else { return false }
        defer { depth -= 1 }
        skipWhitespace()
        if take(closing) { return true }
        while true {
            if isObject {
                skipWhitespace()
                guard current == UInt8(ascii: "\""), string() != nil else { return false }
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return false }
            }
            guard skipValue() != nil else { return false }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            return take(closing)
        }
    }

    /// Moves past an opening bracket, one level deeper, unless that is too deep.
    ///
    /// - Returns: Whether the nesting is within ``maximumDepth``; the caller decreases ``depth``
    ///   when it leaves the container.
    mutating func enter() -> Bool {
        guard depth < Self.maximumDepth else { return false }
        depth += 1
        index += 1
        return true
    }

    /// Moves past a literal (`true`, `false`, `null`) if it is the one here.
    ///
    /// - Returns: Whether it was there.
    mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end - index >= count else { return false }
        let matches = word.withUTF8Buffer { word in
            var offset = 0
            while offset < count, bytes[index + offset] == word[offset] { offset += 1 }
            return offset == count
        }
        if matches { index += count }
        return matches
    }

    /// A string, from its opening quote: checked, not decoded.
    ///
    /// - Returns: The string's token, or `nil` when it is not a valid JSON string.
    mutating func string() -> JSONToken? {
        let quote = index
        index += 1
        var start = index
        var isASCII = true
        var hasEscapes = false
        while index < end {
            skipPlainASCII()
            guard index < end else { break }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                if !isASCII {
                    guard String(validating: bytes[start..<index], as: UTF8.self) != nil else { return nil }
                }
                index += 1
                if byte == UInt8(ascii: "\"") {
                    return JSONToken(range: quote..<index, kind: .string(hasEscapes: hasEscapes))
                }
                guard escape() != nil else { return nil }
                hasEscapes = true
                start = index
                isASCII = true
            case 0..<0x20:
                return nil
            default:
                if byte >= 0x80 { isASCII = false }
                index += 1
            }
        }
        return nil
    }

    /// Moves past ASCII characters that need no escape: most of a string, in a loop without
    /// bounds checks, about half the instructions of the loop in ``string()`` for each byte.
    private mutating func skipPlainASCII() {
        index = bytes.withUnsafeBufferPointer { buffer in
            var index = index
            while index < end {
                let byte = buffer[index]
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                index += 1
            }
            return index
        }
    }

    /// The character an escape stands for, from the byte after the backslash; moves past it.
    ///
    /// - Returns: The character, or `nil` for an invalid escape or a lone surrogate.
    mutating func escape() -> Unicode.Scalar? {
        guard let byte = current else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let high = hexQuad() else { return nil }
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "u")
                else { return nil }
                index += 2
                guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            return Unicode.Scalar(high)
        default: return nil
        }
    }

    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= end else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// A number's text: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// - Returns: The number's token, or `nil` when the text does not match; whether its value
    ///   fits a `Double` is for ``numberValue(_:)`` to say.
    mutating func number() -> JSONToken? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard let first = current, Self.isDigit(first) else { return nil }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            guard let byte = current, Self.isDigit(byte) else { return nil }
            skipDigits()
            isInteger = false
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard let byte = current, Self.isDigit(byte) else { return nil }
            skipDigits()
            isInteger = false
        }
        return JSONToken(range: start..<index, kind: .number(isInteger: isInteger))
    }

    /// A number's value: an integer when it has no fraction or exponent and fits `Int64`, else a
    /// `Double`.
    ///
    /// - Returns: The value, or `nil` when it does not fit a `Double`.
    func numberValue(_ number: JSONToken) -> JSONValue? {
        if let integer = number.integer(in: bytes) { return .integer(integer) }
        guard let double = Double(String(decoding: bytes[number.range], as: UTF8.self)), double.isFinite else {
            return nil
        }
        return .number(double)
    }

    private mutating func skipDigits() {
        while index < end, Self.isDigit(bytes[index]) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
