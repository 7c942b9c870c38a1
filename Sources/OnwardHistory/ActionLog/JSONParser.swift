/// A strict JSON parser (RFC 8259) into ``JSONValue``, much faster than `JSONDecoder`: for the
/// header, for position lines and for the messages about a bad line. Action lines are read field
/// by field by ``LogLineFields``, with the same grammar (``JSONScanner``).
///
/// Integers without a fraction or exponent stay integers; nesting deeper than ``maximumDepth``
/// is refused rather than risking the stack.
struct JSONParser {
    /// The deepest nesting accepted.
    static let maximumDepth = JSONScanner.maximumDepth

    private var scanner: JSONScanner

    /// Parses one JSON text.
    ///
    /// - Returns: The value, or `nil` when the bytes are not exactly one JSON value.
    static func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
        let array = Array(bytes)
        return parse(array, in: 0..<array.count)
    }

    /// Parses one JSON text inside some bytes.
    ///
    /// - Returns: The value, or `nil` when the bytes are not exactly one JSON value.
    static func parse(_ bytes: [UInt8], in range: Range<Int>) -> JSONValue? {
        var parser = JSONParser(scanner: JSONScanner(bytes, in: range))
        guard let value = parser.value() else { return nil }
        parser.scanner.skipWhitespace()
        return parser.scanner.isAtEnd ? value : nil
    }

    private mutating func value() -> JSONValue? {
        scanner.skipWhitespace()
        guard let byte = scanner.current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return scanner.literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return scanner.literal("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return scanner.literal("null") ? .null : nil
        default: return scanner.number()?.value(in: scanner.bytes)
        }
    }

    private mutating func object() -> JSONValue? {
        guard scanner.enter() else { return nil }
        defer { scanner.depth -= 1 }
        var members: [String: JSONValue] = [:]
        scanner.skipWhitespace()
        if scanner.take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: "\""), let key = string() else { return nil }
            scanner.skipWhitespace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            guard let value = value() else { return nil }
            members[key] = value
            scanner.skipWhitespace()
            if scanner.take(UInt8(ascii: ",")) { continue }
            return scanner.take(UInt8(ascii: "}")) ? .object(members) : nil
        }
    }

    private mutating func array() -> JSONValue? {
        guard scanner.enter() else { return nil }
        defer { scanner.depth -= 1 }
        var elements: [JSONValue] = []
        scanner.skipWhitespace()
        if scanner.take(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            scanner.skipWhitespace()
            if scanner.take(UInt8(ascii: ",")) { continue }
            return scanner.take(UInt8(ascii: "]")) ? .array(elements) : nil
        }
    }

    /// A string, from its opening quote, escapes decoded.
    private mutating func string() -> String? {
        scanner.string()?.text(in: scanner.bytes)
    }
}
