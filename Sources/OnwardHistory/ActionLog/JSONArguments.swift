/// The `args` array of an action line, read element by element from the line's bytes.
@usableFromInline
struct JSONArguments {
    /// The elements, in order, found one at a time.
    @usableFromInline
    struct Elements: IteratorProtocol {
        private var scanner: JSONScanner

        fileprivate init(_ arguments: JSONArguments) {
            scanner = JSONScanner(arguments.bytes, in: arguments.array.range)
            scanner.index += 1
        }

        /// The next element's token, or `nil` after the last.
        @usableFromInline
        mutating func next() -> JSONToken? {
            scanner.skipWhitespace()
            if scanner.isAtEnd || scanner.take(UInt8(ascii: "]")) { return nil }
            _ = scanner.take(UInt8(ascii: ","))
            return scanner.skipValue()
        }
    }

    /// Bytes holding the line.
    @usableFromInline
    let bytes: [UInt8]

    /// The array, checked by ``JSONScanner``.
    let array: JSONToken

    /// The elements.
    @usableFromInline
    func elements() -> Elements {
        Elements(self)
    }

    @usableFromInline
    var count: Int {
        var count = 0
        var elements = elements()
        while elements.next() != nil { count += 1 }
        return count
    }

    var values: [JSONValue] {
        var values: [JSONValue] = []
        var elements = elements()
        while let token = elements.next() {
            values.append(token.value(in: bytes) ?? .null)
        }
        return values
    }
}
