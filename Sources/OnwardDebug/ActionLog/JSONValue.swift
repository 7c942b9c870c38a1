import Foundation

/// Any JSON value, read exactly as written (a `true` stays a boolean, `1` an integer).
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses one JSON text.
    ///
    /// - Parameter data: The UTF-8 bytes.
    /// - Returns: The value, or `nil` when the bytes are not JSON.
    static func parse(_ data: Data) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: data)
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
