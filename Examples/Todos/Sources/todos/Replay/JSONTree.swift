import Foundation

/// Any JSON value, read exactly as written, to compare states structurally.
enum JSONTree: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

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
        } else if let value = try? container.decode([JSONTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    /// Parses a JSON text.
    ///
    /// - Parameter text: The text.
    /// - Returns: The value, or `nil` when the text is not JSON.
    static func parse(_ text: String) -> JSONTree? {
        try? JSONDecoder().decode(JSONTree.self, from: Data(text.utf8))
    }

    /// The value as compact JSON with sorted keys, shortened to about 60 characters.
    var excerpt: String {
        let full = text
        return full.count <= 60 ? full : String(full.prefix(60)) + "…"
    }

    /// The value as compact JSON with sorted keys.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .number(let value): String(value)
        case .string(let value): Self.quoted(value)
        case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.keys.sorted().map { Self.quoted($0) + ":" + (members[$0]?.text ?? "") }.joined(separator: ",")
                + "}"
        }
    }

    private static func quoted(_ string: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(string)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\(string)\""
    }
}
