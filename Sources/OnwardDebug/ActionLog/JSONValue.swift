import Foundation

/// Any JSON value, read exactly as written (a `true` stays a boolean, `1` an integer).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses one JSON text.
    ///
    /// - Parameter bytes: The UTF-8 bytes.
    /// - Returns: The value, or `nil` when the bytes are not JSON.
    static func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
        JSONParser.parse(bytes)
    }

    /// The value as compact JSON, keys sorted, for messages.
    var text: String {
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
    func excerpt(limit: Int = 60) -> String {
        let full = text
        return full.count <= limit ? full : String(full.prefix(limit)) + "…"
    }
}
