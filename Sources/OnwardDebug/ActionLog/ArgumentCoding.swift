import Foundation

/// Encodes and decodes an action's arguments, typed by the action's argument pack.
enum ArgumentCoding {
    /// How many types a pack holds.
    ///
    /// - Parameter types: The argument types.
    /// - Returns: Their count.
    static func count<each Argument>(_ types: repeat (each Argument).Type) -> Int {
        var count = 0
        for _ in repeat each types { count += 1 }
        return count
    }

    /// Encodes dispatched arguments, each as compact JSON with sorted keys.
    ///
    /// - Parameters:
    ///   - values: The arguments a dispatch received.
    ///   - types: The action's argument types.
    /// - Returns: Each argument's JSON text.
    /// - Throws: ``ArgumentMismatch`` when the count or a type differs, or encoding fails.
    static func encode<each Argument: Encodable>(
        _ values: [Any],
        as types: repeat (each Argument).Type
    ) throws -> [String] {
        let expected = count(repeat each types)
        guard values.count == expected else { throw ArgumentMismatch.count(expected: expected, found: values.count) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var texts: [String] = []
        for type in repeat each types {
            texts.append(try encode(values[texts.count], as: type, at: texts.count, with: encoder))
        }
        return texts
    }

    private static func encode<T: Encodable>(
        _ value: Any,
        as type: T.Type,
        at index: Int,
        with encoder: JSONEncoder
    ) throws -> String {
        guard let value = value as? T else { throw ArgumentMismatch.type(index: index, expected: "\(T.self)") }
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw ArgumentMismatch.encoding(index: index, reason: String(describing: error))
        }
    }

    /// Decodes the `args` array of an action line.
    ///
    /// - Parameters:
    ///   - line: The whole line, as UTF-8.
    ///   - types: The action's argument types.
    /// - Returns: The arguments.
    /// - Throws: ``ArgumentMismatch/type(index:expected:)`` for the first argument that does not
    ///   decode.
    static func decode<each Argument: Decodable>(
        _ line: Data,
        as types: repeat (each Argument).Type
    ) throws -> (repeat each Argument) {
        do {
            return try JSONDecoder().decode(ActionArguments<repeat each Argument>.self, from: line).values
        } catch {
            var names: [String] = []
            for type in repeat each types { names.append(String(describing: type)) }
            let index = (error as? DecodingError)?.argumentIndex ?? 0
            throw ArgumentMismatch.type(index: index, expected: index < names.count ? names[index] : "?")
        }
    }
}

extension DecodingError {
    /// The position in `args` of the argument that failed to decode.
    fileprivate var argumentIndex: Int? {
        let path: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            path = context.codingPath
        @unknown default:
            return nil
        }
        return path.dropFirst().first?.intValue
    }
}
