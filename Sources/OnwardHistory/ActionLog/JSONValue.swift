/// Any JSON value, read exactly as written (a `true` stays a boolean, `1` an integer): what an
/// action log's effects and a saved state are compared as.
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or an exponent that fits in 64 bits.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string, its escapes resolved.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; a key written twice keeps its last value.
    case object([String: JSONValue])

    /// Parses one JSON text.
    ///
    /// - Parameter bytes: The UTF-8 bytes.
    /// - Returns: The value, or `nil` when the bytes are not JSON.
    public static func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
        let array = Array(bytes)
        return parse(array, in: 0..<array.count)
    }

    /// Parses one JSON text inside some bytes, strictly (RFC 8259) and much faster than
    /// `JSONDecoder`: for the header, for position lines and for the messages about a bad line.
    /// Action lines are read field by field by ``LogLineFields``, with the same grammar
    /// (``JSONScanner``).
    ///
    /// Integers without a fraction or exponent stay integers; nesting deeper than
    /// ``JSONScanner/maximumDepth`` is refused rather than risking the stack.
    /// - Returns: The value, or `nil` when the bytes are not exactly one JSON value.
    static func parse(_ bytes: [UInt8], in range: Range<Int>) -> JSONValue? {
        var scanner = JSONScanner(bytes, in: range)
        guard let value = scanner.value() else { return nil }
        scanner.skipWhitespace()
        return scanner.isAtEnd ? value : nil
    }

    /// Parses one JSON text.
    ///
    /// - Parameter text: The text.
    /// - Returns: The value, or `nil` when the text is not JSON.
    public static func parse(_ text: String) -> JSONValue? {
        parse(Array(text.utf8))
    }

    /// The value as compact JSON, keys sorted, slashes not escaped.
    public var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .string(let value): ActionLogFormat.quoted(value)
        case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.keys.sorted().map { ActionLogFormat.quoted($0) + ":" + (members[$0]?.text ?? "") }
                .joined(separator: ",") + "}"
        }
    }

    /// The value as JSON, shortened to about `limit` characters for a message.
    ///
    /// - Parameter limit: The longest text to show.
    /// - Returns: The text, ending in `…` when cut.
    public func excerpt(limit: Int = 60) -> String {
        let full = text
        return full.count <= limit ? full : String(full.prefix(limit)) + "…"
    }
}

extension JSONScanner {
    /// One value, after optional whitespace, parsed; moves past it.
    fileprivate mutating func value() -> JSONValue? {
        skipWhitespace()
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return text().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return literal("null") ? .null : nil
        default: return number().flatMap(numberValue)
        }
    }

    private mutating func object() -> JSONValue? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\""), let key = text() else { return nil }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return nil }
            guard let value = value() else { return nil }
            members[key] = value
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "}")) ? .object(members) : nil
        }
    }

    private mutating func array() -> JSONValue? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "]")) ? .array(elements) : nil
        }
    }

    /// A string, from its opening quote, escapes decoded.
    private mutating func text() -> String? {
        string()?.text(in: bytes)
    }
}
