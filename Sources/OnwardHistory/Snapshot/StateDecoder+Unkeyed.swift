extension StateDecoder {
    /// An array's elements, in order.
    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let decoder: StateDecoder
        let count: Int?
        /// The index of the next element.
        private var index = 0
        /// The entry of the element at ``currentIndex``.
        private var next: Int

        init(decoder: StateDecoder) {
            self.decoder = decoder
            let end = Int(decoder.tape.entries[decoder.index].end)
            var count = 0
            var element = decoder.index + 1
            while element < end {
                count += 1
                element = decoder.tape.after(element)
            }
            self.count = count
            next = decoder.index + 1
        }

        var codingPath: [any CodingKey] { decoder.codingPath }

        /// At the end once the attempt gave up: then no read goes on, even the one a loop makes to
        /// skip an element it cannot read, and the loop ends only there.
        var currentIndex: Int { decoder.attempt.gaveUp ? count ?? 0 : index }

        var isAtEnd: Bool { currentIndex >= count ?? 0 }

        /// The next element, read by `read` at its entry; then the element after it is next. Throws
        /// as `JSONDecoder` does at the end.
        private mutating func element<T>(_ type: T.Type, _ read: (StateDecoder, Int) throws -> T) throws -> T {
            guard !isAtEnd else { throw atEnd(type) }
            let value = try read(decoder, next)
            next = decoder.tape.after(next)
            index += 1
            return value
        }

        /// The next element, read by a reader of the decoder's; where it reads none, throws
        /// ``StateDecoder/failure(_:at:_:)``.
        private mutating func value<T>(_ read: (StateDecoder, Int) -> T?) throws -> T {
            let key = NamedKey(intValue: index)
            return try element(T.self) { decoder, entry in
                guard let value = read(decoder, entry) else {
                    throw decoder.failure(T.self, at: entry, decoder.codingPath + [key])
                }
                return value
            }
        }

        @inline(never) private func atEnd(_ type: Any.Type) -> DecodingError {
            .valueNotFound(
                type,
                .init(
                    codingPath: codingPath + [NamedKey(intValue: currentIndex)],
                    debugDescription: "Unkeyed container is at end."))
        }

        mutating func decodeNil() throws -> Bool {
            if !isAtEnd, decoder.tape.entries[next].kind != .null { return false }
            return try element(Bool.self) { _, _ in true }
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try value { $0.bool(at: $1) } }
        mutating func decode(_ type: String.Type) throws -> String { try value { $0.string(at: $1) } }
        mutating func decode(_ type: Double.Type) throws -> Double {
            try value { $0.floatingPoint(at: $1) }
        }
        mutating func decode(_ type: Float.Type) throws -> Float { try value { $0.floatingPoint(at: $1) } }
        mutating func decode(_ type: Int.Type) throws -> Int { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: Int128.Type) throws -> Int128 { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try value { $0.integer(at: $1) } }
        mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try value { $0.integer(at: $1) } }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let key = NamedKey(intValue: currentIndex)
            return try element(type) { decoder, index in
                let child = decoder.child(at: index, key: key)
                defer { child.isDone = true }
                return try child.decode(type)
            }
        }

        /// As `JSONDecoder`'s, it moves on past the end, where the protocol's default stays.
        private mutating func present<T: Decodable>(_ type: T.Type) throws -> T? {
            guard !isAtEnd else {
                index += 1
                return nil
            }
            return try decodeNil() ? nil : decode(type)
        }

        mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try present(type) }
        mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try present(type) }
        mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try present(type) }
        mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try present(type) }
        mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try present(type) }
        mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try present(type) }
        mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try present(type) }
        mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try present(type) }
        mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try present(type) }
        mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? { try present(type) }
        mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try present(type) }
        mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try present(type) }
        mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try present(type) }
        mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try present(type) }
        mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try present(type) }
        mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? { try present(type) }
        mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { try present(type) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            let key = NamedKey(intValue: currentIndex)
            return try element(KeyedDecodingContainer<NestedKey>.self) {
                try $0.child(at: $1, key: key).container(keyedBy: type)
            }
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let key = NamedKey(intValue: currentIndex)
            return try element((any UnkeyedDecodingContainer).self) {
                try $0.child(at: $1, key: key).unkeyedContainer()
            }
        }

        mutating func superDecoder() throws -> any Decoder {
            let key = NamedKey(intValue: currentIndex)
            return try element(StateDecoder.self) { $0.child(at: $1, key: key) }
        }
    }
}
