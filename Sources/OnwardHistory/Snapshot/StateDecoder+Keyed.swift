import Foundation

extension StateDecoder {
    /// An object's members, found by their keys: by comparing the keys' bytes in an object of a few
    /// members, through a table in a larger one. Of a key written twice the first value counts, as
    /// with `JSONDecoder`.
    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: StateDecoder
        /// For an object of more than a few members, the entry of each key's value.
        private let table: [String: Int]?

        init(decoder: StateDecoder) {
            self.decoder = decoder
            var count = 0
            decoder.forEachKey { _ in
                count += 1
                return count <= 8
            }
            guard count > 8 else {
                table = nil
                return
            }
            var table: [String: Int] = [:]
            decoder.forEachKey { key in
                let name = decoder.text(ofKey: key)
                if table[name] == nil { table[name] = key + 1 }
                return true
            }
            self.table = table
        }

        var codingPath: [any CodingKey] { decoder.codingPath }

        var allKeys: [Key] {
            var names: [String] = []
            var seen = Set<String>()
            decoder.forEachKey { key in
                let name = decoder.text(ofKey: key)
                if seen.insert(name).inserted { names.append(name) }
                return true
            }
            return names.compactMap(Key.init(stringValue:))
        }

        func contains(_ key: Key) -> Bool { value(of: key) != nil }

        /// The entry of a key's value.
        private func value(of key: Key) -> Int? { value(named: key.stringValue) }

        private func value(named name: String) -> Int? {
            if let table { return table[name] }
            var name = name
            return name.withUTF8 { name in
                let isASCII = !name.contains { $0 >= 0x80 }
                var found: Int?
                decoder.forEachKey { key in
                    if decoder.key(key, is: name, nameIsASCII: isASCII) { found = key + 1 }
                    return found == nil
                }
                return found
            }
        }

        /// The entry of a key's value; throws as `JSONDecoder` does where there is none.
        @inline(__always) private func entry(of key: Key) throws -> Int {
            guard let index = value(of: key) else { throw missing(key) }
            return index
        }

        @inline(never) private func missing(_ key: Key) -> DecodingError {
            .keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value for key \(key.stringValue)."))
        }

        @inline(never) private func failure(_ type: Any.Type, at index: Int, _ key: Key) -> any Error {
            decoder.failure(type, at: index, codingPath + [key])
        }

        /// A key's value, read by `read` (a reader of the decoder's, given its entry).
        @inline(__always) private func read<T>(_ key: Key, _ read: (StateDecoder, Int) -> T?) throws -> T {
            let index = try entry(of: key)
            guard let value = read(decoder, index) else { throw failure(T.self, at: index, key) }
            return value
        }

        private func child(_ key: Key) throws -> StateDecoder {
            decoder.child(at: try entry(of: key), key: key)
        }

        func decodeNil(forKey key: Key) throws -> Bool { decoder.tape.entries[try entry(of: key)].kind == .null }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(key) { $0.bool(at: $1) } }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(key) { $0.string(at: $1) } }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
            try read(key) { $0.floatingPoint(at: $1) }
        }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
            try read(key) { $0.floatingPoint(at: $1) }
        }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(key) { $0.integer(at: $1) } }
        func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
            try read(key) { $0.integer(at: $1) }
        }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let child = try child(key)
            defer { child.isDone = true }
            return try child.decode(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try child(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try child(key).unkeyedContainer()
        }

        /// The decoder of the value under `super`, or of `null` when there is none.
        func superDecoder() throws -> any Decoder {
            let key = StateDecoder.NamedKey(stringValue: "super")
            return decoder.child(at: value(named: key.stringValue) ?? decoder.tape.entries.count - 1, key: key)
        }

        /// The decoder of the value under a key, or of `null` when there is none.
        func superDecoder(forKey key: Key) throws -> any Decoder {
            decoder.child(at: value(of: key) ?? decoder.tape.entries.count - 1, key: key)
        }
    }

    /// A key of `super`, or an element's index, for coding paths.
    struct NamedKey: CodingKey {
        private let name: String?
        let intValue: Int?

        /// The name, or for an index `Index <n>`, made only when asked for.
        var stringValue: String { name ?? "Index \(intValue ?? 0)" }

        init(stringValue: String) {
            name = stringValue
            intValue = nil
        }

        init(intValue: Int) {
            name = nil
            self.intValue = intValue
        }
    }

    /// Calls `body` with the entry of each key of the object decoded, in order, while it returns
    /// `true`; each value's entry follows its key's.
    func forEachKey(_ body: (Int) -> Bool) {
        let end = Int(tape.entries[index].end)
        var key = index + 1
        while key < end, body(key) { key = tape.after(key + 1) }
    }

    /// A key's text, its escapes decoded.
    func text(ofKey index: Int) -> String {
        string(at: index) ?? ""
    }

    /// Whether a key's text is a name: where both are ASCII, the same bytes; else the same string
    /// (canonically equivalent, as a `JSONDecoder`'s dictionary compares them: `"\u{212A}"` is `"K"`).
    func key(_ index: Int, is name: UnsafeBufferPointer<UInt8>, nameIsASCII: Bool) -> Bool {
        let entry = tape.entries[index]
        guard entry.kind == .string, nameIsASCII else {
            return text(ofKey: index) == String(decoding: name, as: UTF8.self)
        }
        let start = Int(entry.start) + 1
        guard Int(entry.end) - 1 - start == name.count else { return false }
        var offset = 0
        while offset < name.count, tape.bytes[start + offset] == name[offset] { offset += 1 }
        return offset == name.count
    }
}
