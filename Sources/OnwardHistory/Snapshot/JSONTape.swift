/// A JSON text read once, strictly (``JSONScanner``), into the list of its values in the order they
/// are written, so that ``StateDecoder`` moves over them without reading the text again: an array's
/// or an object's entry says where the entries after its elements begin, an object's members are
/// each a key's entry followed by its value's.
final class JSONTape {
    /// What a value is.
    enum Kind: UInt8 {
        case null, `true`, `false`
        /// A number without a fraction or an exponent.
        case integer
        /// Any other number.
        case number
        /// A string without escapes: its content is its text. (A key, also only of ASCII characters.)
        case string
        /// Any other string.
        case escapedString
        case array
        case object
    }

    /// One value: its kind, and for a container the index of the first entry after its elements,
    /// for any other value where its text begins and ends. 12 bytes, so that the entries of a large
    /// state take about twice its text.
    struct Entry {
        let kind: Kind
        let start: UInt32
        var end: UInt32
    }

    /// The text.
    let bytes: [UInt8]
    /// The values, the text's first; after them one `null`, the value a decoder reads where a key
    /// is missing (`superDecoder()`).
    let entries: [Entry]

    /// Reads a text that is one JSON value.
    ///
    /// - Returns: The tape, or `nil` when the text is not one JSON value (or is 4 GiB or longer).
    init?(_ bytes: [UInt8]) {
        guard bytes.count < UInt32.max else { return nil }
        var scanner = JSONScanner(bytes, in: 0..<bytes.count)
        var entries: [Entry] = []
        guard scanner.record(into: &entries) else { return nil }
        scanner.skipWhitespace()
        guard scanner.isAtEnd else { return nil }
        entries.append(Entry(kind: .null, start: 0, end: 0))
        self.bytes = bytes
        self.entries = entries
    }

    /// The index of the entry after a value and, for a container, its elements.
    func after(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.kind == .array || entry.kind == .object ? Int(entry.end) : index + 1
    }

    /// The text of a value that is not a container.
    func text(_ index: Int) -> ArraySlice<UInt8> {
        bytes[Int(entries[index].start)..<Int(entries[index].end)]
    }
}

extension JSONScanner {
    /// Records one value, after optional whitespace, and its elements; moves past it.
    ///
    /// - Returns: Whether it is valid JSON, as ``skipValue()`` checks it, but for the size of numbers.
    fileprivate mutating func record(into entries: inout [JSONTape.Entry]) -> Bool {
        skipWhitespace()
        guard let byte = current else { return false }
        let start = UInt32(index)
        let kind: JSONTape.Kind
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return recordContainer(isObject: byte == UInt8(ascii: "{"), into: &entries)
        case UInt8(ascii: "\""):
            guard let token = string() else { return false }
            kind = token.kind == .string(hasEscapes: false) ? .string : .escapedString
        case UInt8(ascii: "t"):
            guard literal("true") else { return false }
            kind = .true
        case UInt8(ascii: "f"):
            guard literal("false") else { return false }
            kind = .false
        case UInt8(ascii: "n"):
            guard literal("null") else { return false }
            kind = .null
        default:
            // Its size is checked where it is read, as `JSONDecoder` checks it: one never read may be `1e400`.
            guard let number = number() else { return false }
            kind = number.kind == .number(isInteger: true) ? .integer : .number
        }
        entries.append(JSONTape.Entry(kind: kind, start: start, end: UInt32(index)))
        return true
    }

    private mutating func recordContainer(isObject: Bool, into entries: inout [JSONTape.Entry]) -> Bool {
        let slot = entries.count
        entries.append(JSONTape.Entry(kind: isObject ? .object : .array, start: UInt32(index), end: 0))
        guard enter() else { return false }
        defer { depth -= 1 }
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        skipWhitespace()
        if !take(closing) {
            repeat {
                if isObject {
                    skipWhitespace()
                    guard current == UInt8(ascii: "\""), let key = string() else { return false }
                    // A key's bytes are compared with a name's only when both are ASCII (``StateDecoder/key(_:is:)``).
                    let isPlain = key.kind == .string(hasEscapes: false) && !bytes[key.range].contains { $0 >= 0x80 }
                    let kind: JSONTape.Kind = isPlain ? .string : .escapedString
                    entries.append(
                        JSONTape.Entry(
                            kind: kind, start: UInt32(key.range.lowerBound), end: UInt32(key.range.upperBound)))
                    skipWhitespace()
                    guard take(UInt8(ascii: ":")) else { return false }
                }
                guard record(into: &entries) else { return false }
                skipWhitespace()
            } while take(UInt8(ascii: ","))
            guard take(closing) else { return false }
        }
        entries[slot].end = UInt32(entries.count)
        return true
    }
}
