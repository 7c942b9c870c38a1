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
        JSONParser.parse(bytes)
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
