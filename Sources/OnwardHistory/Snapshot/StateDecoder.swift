import Foundation

/// Decodes a snapshot's state from its JSON to what `JSONDecoder` (default strategies) makes of it,
/// in less than half its work for a large state: `JSONDecoder` builds a dictionary for each object
/// and looks up generic metadata for each value. A start-up with 100,000 todos took 2.48 billion
/// instructions with `JSONDecoder`, 1.26 billion with this decoder (callgrind).
///
/// The text is read once into a ``JSONTape``. What this decoder reads itself are the values a
/// `JSONEncoder` writes: `null`, booleans, strings, integers into integer types that hold them,
/// numbers into `Double` and `Float`, arrays and objects. `Data`, a `URL` or a `Decimal`, which
/// `JSONDecoder` reads with code of its own, it hands to one `JSONDecoder`, each value's own text
/// (``decodeByJSONDecoder(_:at:)``). At anything else (a missing key, a mismatch, a number that
/// does not fit, such a value `JSONDecoder` refuses) it gives up, and the whole text is decoded by
/// `JSONDecoder` instead, even when the type caught the error and went on. So a value comes from
/// this decoder only when its decoding threw nothing, and otherwise the value, or the error, is
/// `JSONDecoder`'s. Once it gave up, reads of a nested value, of an array's element or of a single
/// value fail (an object's reads of a number, a string, a boolean or `null` by key still answer)
/// and arrays are at their end, so that a type's loop over them ends; a type that caught the error
/// and then reads a nested value with `try!` stops the program, where `JSONDecoder` reads it. A
/// state it gave up on is read twice, the second time by `JSONDecoder` alone, so an `init(from:)`
/// with an effect has it twice. `allKeys` lists keys in the text's order, `JSONDecoder`'s
/// dictionary in its own.
final class StateDecoder: Decoder, SingleValueDecodingContainer {
    /// Decodes a value from a JSON text.
    ///
    /// - Throws: What `JSONDecoder` throws for the text.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if let tape = JSONTape(Array(data)) {
            let decoder = StateDecoder(tape: tape, index: 0, attempt: Attempt())
            if let value = try? decoder.decode(type), !decoder.attempt.gaveUp { return value }
        }
        return try JSONDecoder().decode(type, from: data)
    }

    /// Shared by the decoders of one text: whether they met something they leave to `JSONDecoder`,
    /// and the `JSONDecoder` of ``decodeByJSONDecoder(_:at:)``.
    final class Attempt {
        var gaveUp = false
        lazy var jsonDecoder = JSONDecoder()
    }

    /// Thrown where this decoder gives up; the value decoded is then thrown away.
    private struct GaveUp: Error {}

    let tape: JSONTape
    /// The entry of the value decoded.
    let index: Int
    /// Shared by the decoders of one text.
    let attempt: Attempt
    /// Whether the element or member it decodes is decoded: a decoder kept past that reads nothing,
    /// as `JSONDecoder`'s, which has moved back to the container, does not.
    var isDone = false
    private let parent: StateDecoder?
    private let key: (any CodingKey)?

    private init(
        tape: JSONTape, index: Int, attempt: Attempt, parent: StateDecoder? = nil, key: (any CodingKey)? = nil
    ) {
        self.tape = tape
        self.index = index
        self.attempt = attempt
        self.parent = parent
        self.key = key
    }

    /// A decoder of an element or a member.
    func child(at index: Int, key: any CodingKey) -> StateDecoder {
        StateDecoder(tape: tape, index: index, attempt: attempt, parent: self, key: key)
    }

    /// Marks the attempt as given up, so that `JSONDecoder` decodes the text.
    /// - Returns: The error to throw.
    func giveUp() -> any Error {
        attempt.gaveUp = true
        return GaveUp()
    }

    /// The entry of the value, while it may be read: not past its decoding, and not once the
    /// attempt gave up (what is decoded after that is thrown away).
    private func readableIndex() throws -> Int {
        guard !isDone, !attempt.gaveUp else { throw giveUp() }
        return index
    }

    var codingPath: [any CodingKey] {
        var path = parent?.codingPath ?? []
        if let key { path.append(key) }
        return path
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard try tape.entries[readableIndex()].kind == .object else { throw giveUp() }
        return KeyedDecodingContainer(KeyedContainer(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard try tape.entries[readableIndex()].kind == .array else { throw giveUp() }
        return UnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        _ = try readableIndex()
        return self
    }

    func decodeNil() -> Bool {
        guard let index = try? readableIndex() else { return false }
        return tape.entries[index].kind == .null
    }
    func decode(_ type: Bool.Type) throws -> Bool { try bool(at: readableIndex()) }
    func decode(_ type: String.Type) throws -> String { try string(at: readableIndex()) }
    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(at: readableIndex()) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(at: readableIndex()) }
    func decode(_ type: Int.Type) throws -> Int { try integer(at: readableIndex()) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(at: readableIndex()) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(at: readableIndex()) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(at: readableIndex()) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(at: readableIndex()) }
    func decode(_ type: Int128.Type) throws -> Int128 { try integer(at: readableIndex()) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(at: readableIndex()) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(at: readableIndex()) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(at: readableIndex()) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(at: readableIndex()) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(at: readableIndex()) }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(at: readableIndex()) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = try readableIndex()
        if type == Data.self || type == URL.self || type == Decimal.self {
            return try decodeByJSONDecoder(type, at: index)
        }
        return try T(from: self)
    }

    /// Decodes a value of a type `JSONDecoder` reads with code of its own (`Data`, `URL`, `Decimal`;
    /// a `Date` is a `Double` to it, a `Float` it parses as ``floatingPoint(at:)`` does) from the
    /// value's own text, with the attempt's `JSONDecoder`. That code reads a value the same at the
    /// top of a text as inside one, and calls no `init(from:)` that could tell the two apart. Gives
    /// up where it throws, so that the error is the whole text's, with its coding path.
    func decodeByJSONDecoder<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        let entry = tape.entries[index]
        // Only a value that is not a container has its text's range; none of these is a container.
        guard entry.kind != .array, entry.kind != .object,
            let value = try? attempt.jsonDecoder.decode(type, from: Data(tape.text(index)))
        else { throw giveUp() }
        return value
    }

    func bool(at index: Int) throws -> Bool {
        switch tape.entries[index].kind {
        case .true: true
        case .false: false
        default: throw giveUp()
        }
    }

    func string(at index: Int) throws -> String {
        let entry = tape.entries[index]
        // Only a string's `start` and `end` are offsets in the text; a container's `end` is an entry's index.
        guard entry.kind == .string || entry.kind == .escapedString else { throw giveUp() }
        let range = Int(entry.start)..<Int(entry.end)
        if entry.kind == .string {
            return String(decoding: tape.bytes[range.lowerBound + 1..<range.upperBound - 1], as: UTF8.self)
        }
        guard let text = JSONToken(range: range, kind: .string(hasEscapes: true)).text(in: tape.bytes) else {
            throw giveUp()
        }
        return text
    }

    /// A `Double` or a `Float`, parsed by `T(_:)`: rounded correctly, as `JSONDecoder`'s `strtod`
    /// and `strtof` round it, so the same value.
    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(at index: Int) throws -> T {
        let kind = tape.entries[index].kind
        // `JSONDecoder` refuses a number too large or too small for the type, and some spellings of
        // zero (`0e1`); `JSONEncoder` writes zero as `0` and `-0`, integers to this decoder.
        guard kind == .integer || kind == .number,
            let value = T(String(decoding: tape.text(index), as: UTF8.self)), value.isFinite,
            value != 0 || kind == .integer
        else { throw giveUp() }
        return value
    }

    func integer<T: FixedWidthInteger & Decodable>(at index: Int) throws -> T {
        let entry = tape.entries[index]
        if entry.kind == .integer,
            let wide = JSONToken(range: Int(entry.start)..<Int(entry.end), kind: .number(isInteger: true))
                .integer(in: tape.bytes),
            let value = T(exactly: wide)
        {
            return value
        }
        throw giveUp()
    }
}
