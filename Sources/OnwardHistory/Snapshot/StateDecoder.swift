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
/// (``decodeByJSONDecoder(_:at:)``). Where `JSONDecoder` throws a `DecodingError` this decoder can
/// be sure of, it throws it too, with the same case and coding path (its text differs), and goes
/// on: `keyNotFound` for a missing key, `valueNotFound` for `null` where a value is read (a `Bool`
/// has `typeMismatch`, as with `JSONDecoder`) and past an array's end, `typeMismatch` for a value
/// of another kind (a string read as a number, an object as an array). A type that catches it
/// reads on from this decoder, and its `init(from:)` runs once. At anything else (a number that is
/// not an integer where one is read, or does not fit, which `JSONDecoder` may read or refuses with
/// an error of its own; such a `Data`, `URL` or `Decimal` value `JSONDecoder` refuses; a decoder
/// kept past its value) it gives up, and the whole text is decoded by `JSONDecoder` instead, even
/// when the type caught the error and went on. So the value, or the error, is this decoder's when
/// it did not give up, and otherwise `JSONDecoder`'s. Once it gave up, reads of a nested value, of
/// an array's element or of a single value fail (an object's reads of a number, a string, a
/// boolean or `null` by key still answer) and arrays are at their end, so that a type's loop over
/// them ends; a type that caught such an error and then reads a nested value with `try!` stops the
/// program, where `JSONDecoder` reads it. A state it gave up on is read twice, the second time by
/// `JSONDecoder` alone, so an `init(from:)` with an effect has it twice. `allKeys` lists keys in
/// the text's order, `JSONDecoder`'s dictionary in its own, so that of two errors in an object
/// (a dictionary's values) a type that stops at the first may meet the other one.
final class StateDecoder: Decoder, SingleValueDecodingContainer {
    /// Decodes a value from a JSON text.
    ///
    /// - Throws: What `JSONDecoder` throws for the text: its own error where this decoder gave up,
    ///   else this decoder's, of the same case and coding path (the text is not decoded again).
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if let tape = JSONTape(Array(data)) {
            let decoder = StateDecoder(tape: tape, index: 0, attempt: Attempt())
            let result = Result { try decoder.decode(type) }
            if !decoder.attempt.gaveUp { return try result.get() }
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
        let index = try readableIndex()
        guard tape.entries[index].kind == .object else { throw failure([String: Any].self, at: index, codingPath) }
        return KeyedDecodingContainer(KeyedContainer(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let index = try readableIndex()
        guard tape.entries[index].kind == .array else { throw failure([Any].self, at: index, codingPath) }
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
    func decode(_ type: Bool.Type) throws -> Bool { try own(bool) }
    func decode(_ type: String.Type) throws -> String { try own(string) }
    func decode(_ type: Double.Type) throws -> Double { try own(floatingPoint) }
    func decode(_ type: Float.Type) throws -> Float { try own(floatingPoint) }
    func decode(_ type: Int.Type) throws -> Int { try own(integer) }
    func decode(_ type: Int8.Type) throws -> Int8 { try own(integer) }
    func decode(_ type: Int16.Type) throws -> Int16 { try own(integer) }
    func decode(_ type: Int32.Type) throws -> Int32 { try own(integer) }
    func decode(_ type: Int64.Type) throws -> Int64 { try own(integer) }
    func decode(_ type: Int128.Type) throws -> Int128 { try own(integer) }
    func decode(_ type: UInt.Type) throws -> UInt { try own(integer) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try own(integer) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try own(integer) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try own(integer) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try own(integer) }
    func decode(_ type: UInt128.Type) throws -> UInt128 { try own(integer) }

    /// Its own value, read by `read` (a reader of this decoder's, given its entry).
    @inline(__always) private func own<T>(_ read: (Int) -> T?) throws -> T {
        let index = try readableIndex()
        guard let value = read(index) else { throw failure(T.self, at: index, codingPath) }
        return value
    }

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

    /// The error where a `type` was read at a coding path and none was: where the value at `index`
    /// is of another kind, `JSONDecoder`'s (`valueNotFound` for `null`, but for a `Bool`, else
    /// `typeMismatch`); where it is of that kind (a number that is not an integer where one is read,
    /// or does not fit, which `JSONDecoder` may read or refuses with an error of its own), the
    /// decoder gives up.
    @inline(never) func failure(_ type: Any.Type, at index: Int, _ path: [any CodingKey]) -> any Error {
        let kind = tape.entries[index].kind
        switch kind {
        case .integer, .number: if type is any Numeric.Type { return giveUp() }
        case .string, .escapedString: if type == String.self { return giveUp() }
        default: break
        }
        let context = DecodingError.Context(codingPath: path, debugDescription: "Expected to decode \(type).")
        return kind == .null && type != Bool.self
            ? DecodingError.valueNotFound(type, context) : DecodingError.typeMismatch(type, context)
    }

    // The readers of a value at an entry, `nil` where they read none.

    func bool(at index: Int) -> Bool? {
        switch tape.entries[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    func string(at index: Int) -> String? {
        let entry = tape.entries[index]
        // Only a string's `start` and `end` are offsets in the text; a container's `end` is an entry's index.
        guard entry.kind == .string || entry.kind == .escapedString else { return nil }
        let range = Int(entry.start)..<Int(entry.end)
        if entry.kind == .string {
            return String(decoding: tape.bytes[range.lowerBound + 1..<range.upperBound - 1], as: UTF8.self)
        }
        return JSONToken(range: range, kind: .string(hasEscapes: true)).text(in: tape.bytes)
    }

    /// A `Double` or a `Float`, parsed by `T(_:)`: rounded correctly, as `JSONDecoder`'s `strtod`
    /// and `strtof` round it, so the same value.
    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(at index: Int) -> T? {
        let kind = tape.entries[index].kind
        // `JSONDecoder` refuses a number too large or too small for the type, and some spellings of
        // zero (`0e1`); `JSONEncoder` writes zero as `0` and `-0`, integers to this decoder.
        guard kind == .integer || kind == .number,
            let value = T(String(decoding: tape.text(index), as: UTF8.self)), value.isFinite,
            value != 0 || kind == .integer
        else { return nil }
        return value
    }

    /// An integer written as one, where it fits (`JSONDecoder` reads `1.0` and `1e2` too).
    func integer<T: FixedWidthInteger & Decodable>(at index: Int) -> T? {
        let entry = tape.entries[index]
        guard entry.kind == .integer,
            let wide = JSONToken(range: Int(entry.start)..<Int(entry.end), kind: .number(isInteger: true))
                .integer(in: tape.bytes)
        else { return nil }
        return T(exactly: wide)
    }
}
