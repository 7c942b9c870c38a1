import Foundation

/// Encodes and decodes an action's arguments, typed by the action's argument pack.
///
/// Decoding is inlinable, so that it is specialized for each action's argument types where the
/// action is registered.
@usableFromInline
enum ArgumentCoding {
    /// How many types a pack holds.
    static func count<each Argument>(_ types: repeat (each Argument).Type) -> Int {
        var count = 0
        for _ in repeat each types { count += 1 }
        return count
    }

    /// Encodes dispatched arguments, each as compact JSON with sorted keys.
    ///
    /// - Throws: ``ArgumentMismatch`` when the count or a type differs, or encoding fails.
    static func encode<each Argument: Encodable>(
        _ values: [Any],
        as types: repeat (each Argument).Type
    ) throws -> [String] {
        let expected = count(repeat each types)
        guard values.count == expected else { throw ArgumentMismatch.count(expected: expected, found: values.count) }
        let encoder = JSONEncoder.canonical
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
        if let depth = (value as? NestedOptional)?.nilDepth, depth > 0 {
            throw ArgumentMismatch.encoding(
                index: index,
                reason: "\(T.self).some(nil) is written null, as nil is, so a replay would give nil")
        }
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw ArgumentMismatch.encoding(index: index, reason: String(describing: error))
        }
    }

    /// Decodes the `args` array of an action line.
    ///
    /// Strings, integers, floating-point numbers and booleans are read from their text; any other
    /// `Decodable` type goes through `JSONDecoder`, from the argument's own text. The arguments are counted as they are decoded,
    /// not before: too few shows as the first missing one not decoding.
    /// - Throws: ``ArgumentMismatch/type(index:expected:)`` for the first argument that does not
    ///   decode or is missing, ``ArgumentMismatch/count(expected:found:)`` when there are more
    ///   arguments than types.
    @inlinable
    static func decode<each Argument: Decodable>(
        _ arguments: JSONArguments,
        as types: repeat (each Argument).Type
    ) throws -> (repeat each Argument) {
        var elements = arguments.elements()
        var index = 0
        let values = (repeat try decodeNext((each Argument).self, from: &elements, in: arguments.bytes, index: &index))
        guard elements.next() == nil else { throw ArgumentMismatch.count(expected: index, found: arguments.count) }
        return values
    }

    /// Decodes the next argument and counts it.
    @inlinable
    static func decodeNext<T: Decodable>(
        _ type: T.Type,
        from elements: inout JSONArguments.Elements,
        in bytes: [UInt8],
        index: inout Int
    ) throws -> T {
        defer { index += 1 }
        guard let token = elements.next() else { throw ArgumentMismatch.type(index: index, expected: "\(T.self)") }
        return try decode(token, in: bytes, as: type, at: index)
    }

    /// Decodes one argument: strings without escapes and integers straight from the bytes, when
    /// they are what the action takes; anything else parsed first.
    @inlinable
    static func decode<T: Decodable>(_ token: JSONToken, in bytes: [UInt8], as type: T.Type, at index: Int) throws -> T
    {
        // `unsafeBitCast` once the types are known equal, not `as? T`: this function is often not
        // specialized (a pack expansion calls it), and a dynamic cast would cost more than the parse.
        if T.self == String.self, let text = token.unescapedString(in: bytes) {
            return unsafeBitCast(text, to: T.self)
        }
        if T.self == Int.self, let integer = token.integer(in: bytes).flatMap(Int.init(exactly:)) {
            return unsafeBitCast(integer, to: T.self)
        }
        return try decodeParsed(token, in: bytes, as: type, at: index)
    }

    /// Decodes one argument from its text as the log holds it: a `String` with escapes, a `Double`
    /// or a `Bool` directly, anything else through `JSONDecoder`. Never from a
    /// `JSONValue` written out again, whose numbers are `Int64` or `Double` and would lose what a
    /// `Decimal`, a `UInt64` above `Int64.max` or a `-0` held.
    @usableFromInline
    static func decodeParsed<T: Decodable>(
        _ token: JSONToken,
        in bytes: [UInt8],
        as type: T.Type,
        at index: Int
    ) throws -> T {
        let text = bytes[token.range]
        if T.self == String.self, let string = token.text(in: bytes) {
            return unsafeBitCast(string, to: T.self)
        }
        if T.self == Double.self, case .number = token.kind,
            let number = Double(String(decoding: text, as: UTF8.self))
        {
            return unsafeBitCast(number, to: T.self)
        }
        if T.self == Bool.self, token.kind == .literal, text.first != UInt8(ascii: "n") {
            return unsafeBitCast(text.first == UInt8(ascii: "t"), to: T.self)
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(text))
        } catch {
            throw ArgumentMismatch.type(index: index, expected: "\(T.self)")
        }
    }
}

/// An optional, whose nesting a log's `null` cannot show: `String??.some(nil)` and `nil` are both
/// written `null`, and read back as `nil`. Only an argument's own type is looked at: such a value
/// inside an array or a struct of the argument is not found.
private protocol NestedOptional {
    /// How deep the first `nil` is: 0 for `nil` itself, `nil` when there is none.
    var nilDepth: Int? { get }
}

extension Optional: NestedOptional {
    fileprivate var nilDepth: Int? {
        guard case .some(let wrapped) = self else { return 0 }
        return (wrapped as? NestedOptional)?.nilDepth.map { $0 + 1 }
    }
}
