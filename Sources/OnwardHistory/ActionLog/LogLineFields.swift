/// The fields of one log line that a reader looks at, found in a single pass over its bytes
/// without building the JSON values: where `seq`, `action`, `args` and the other known keys' values
/// are, and what kind each is.
///
/// The whole line is checked as strictly as ``JSONValue/parse(_:in:)`` checks it (unknown keys' values too),
/// keys are compared after their escapes are decoded, and of duplicate keys the last one counts,
/// so a line means what the parsed JSON object would mean.
struct LogLineFields {
    /// The line's bytes (and possibly others around them).
    let bytes: [UInt8]
    private(set) var seq: JSONToken?
    private(set) var action: JSONToken?
    private(set) var args: JSONToken?
    private(set) var at: JSONToken?
    private(set) var unrecorded: JSONToken?
    private(set) var position: JSONToken?
    private(set) var effects: JSONToken?
    /// The value of `format`, which only the header has.
    private(set) var format: JSONToken?

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads a line.
    ///
    /// Always inlined: the fields are large, and only where the result is taken apart can the
    /// compiler keep them in place instead of copying them out of it, and out again.
    /// - Returns: The fields, or `nil` when the line is not exactly one JSON object.
    @inline(__always)
    static func parse(_ bytes: [UInt8], in range: Range<Int>) -> LogLineFields? {
        var scanner = JSONScanner(bytes, in: range)
        scanner.skipWhitespace()
        guard scanner.current == UInt8(ascii: "{") else { return nil }
        var fields = LogLineFields(bytes: bytes)
        guard fields.readMembers(&scanner) else { return nil }
        scanner.skipWhitespace()
        return scanner.isAtEnd ? fields : nil
    }

    /// Reads the object's members, from its opening brace to its closing one.
    private mutating func readMembers(_ scanner: inout JSONScanner) -> Bool {
        guard scanner.enter() else { return false }
        scanner.skipWhitespace()
        if scanner.take(UInt8(ascii: "}")) { return true }
        while true {
            scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: "\""), let key = scanner.string() else { return false }
            scanner.skipWhitespace()
            guard scanner.take(UInt8(ascii: ":")), let value = scanner.skipValue() else { return false }
            store(value, under: key)
            scanner.skipWhitespace()
            if scanner.take(UInt8(ascii: ",")) { continue }
            return scanner.take(UInt8(ascii: "}"))
        }
    }

    private mutating func store(_ value: JSONToken, under key: JSONToken) {
        guard key.kind == .string(hasEscapes: true) else {
            storeByBytes(value, under: key.range.lowerBound + 1..<key.range.upperBound - 1)
            return
        }
        switch key.text(in: bytes) {
        case "seq": seq = value
        case "action": action = value
        case "args": args = value
        case "at": at = value
        case "unrecorded": unrecorded = value
        case "position": position = value
        case "effects": effects = value
        case "format": format = value
        default: break
        }
    }

    /// Stores a value under a key without escapes, comparing the key's bytes; a key with bytes
    /// other than these names' is no other name either (they are lowercase ASCII letters, which no
    /// other characters are canonically equivalent to).
    private mutating func storeByBytes(_ value: JSONToken, under key: Range<Int>) {
        guard key.count <= 8 else {
            if key.count == 10 && matches(key, "unrecorded") { unrecorded = value }
            return
        }
        var packed: UInt64 = 0
        for index in key.reversed() { packed = packed << 8 | UInt64(bytes[index]) }
        switch packed {
        case Key.at: at = value
        case Key.seq: seq = value
        case Key.args: args = value
        case Key.action: action = value
        case Key.position: position = value
        case Key.effects: effects = value
        case Key.format: format = value
        default: break
        }
    }

    private func matches(_ key: Range<Int>, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { $0.elementsEqual(bytes[key]) }
    }
}

/// The known keys of up to 8 bytes, each packed into an integer, its first byte lowest: a key of
/// up to 8 bytes (none of them 0) equals a name exactly when the packed integers are equal.
///
/// Computed, not stored: inlined, each folds to a constant, where a stored one would be
/// initialized lazily, at the cost of a `swift_once` call for each key of each line.
private enum Key {
    static var at: UInt64 { packed("at") }
    static var seq: UInt64 { packed("seq") }
    static var args: UInt64 { packed("args") }
    static var action: UInt64 { packed("action") }
    static var position: UInt64 { packed("position") }
    static var effects: UInt64 { packed("effects") }
    static var format: UInt64 { packed("format") }

    @inline(__always)
    private static func packed(_ name: StaticString) -> UInt64 {
        name.withUTF8Buffer { $0.reversed().reduce(0) { $0 << 8 | UInt64($1) } }
    }
}
