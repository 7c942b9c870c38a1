import Foundation
import TestGate
import Testing

@testable import OnwardHistory

/// Shapes of `Codable` states a Swift developer writes, each encoded as a history encodes a state
/// (and some edited by hand) and decoded by the snapshot's decoder and by `JSONDecoder`: the same
/// value, bit for bit, or an error of the same kind. Left out: keys that are one integer spelt two
/// ways (`{"1":1,"01":2}` as `[Int: Int]`), whose value `JSONDecoder` takes in its dictionary's
/// order, which changes from one run to the next.
@Suite struct StateDecoderShapeTests {
    /// What a decoding gave, to compare: the value's re-encoded JSON (`-0` is not `0`), or the
    /// error's kind.
    static func outcome<T: Codable>(_ decode: () throws -> T) -> String {
        do {
            let value = try decode()
            if let value = value as? any Fingerprinted { return "fingerprint \(value.fingerprint)" }
            let json = (try? JSONEncoder.canonical.encode(value)).map { String(decoding: $0, as: UTF8.self) }
            return "json \(json ?? "-")"
        } catch let error as DecodingError {
            return switch error {
            case .keyNotFound: "keyNotFound"
            case .valueNotFound: "valueNotFound"
            case .typeMismatch: "typeMismatch"
            case .dataCorrupted: "dataCorrupted"
            @unknown default: "unknown"
            }
        } catch {
            return "\(type(of: error))"
        }
    }

    /// A value whose JSON depends on a dictionary's order: compared by a text that does not.
    protocol Fingerprinted { var fingerprint: String { get } }

    static func same<T: Codable>(_ type: T.Type, _ text: String) -> (Bool, String, String) {
        let data = Data(text.utf8)
        let expected = outcome { try JSONDecoder().decode(type, from: data) }
        let decoded = outcome { try StateDecoder.decode(type, from: data) }
        return (expected == decoded, expected, decoded)
    }

    func expectSame<T: Codable>(_ type: T.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (isSame, expected, decoded) = Self.same(type, text)
        #expect(
            isSame, "\(type) \(text)\nJSONDecoder: \(expected)\nStateDecoder: \(decoded)",
            sourceLocation: sourceLocation)
    }

    func expectRoundTrip<T: Codable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = String(decoding: try JSONEncoder.canonical.encode(value), as: UTF8.self)
        expectSame(T.self, text, sourceLocation: sourceLocation)
    }

    @Test func doublesAtTheirLimits() throws {
        let values: [Double] = [
            0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
            Double.leastNormalMagnitude.nextDown, 1.7976931348623157e308,
            -1.7976931348623157e308, 1e-7, 0.1, 1e21, 1e16, 123_456_789_012_345_683_968, 9_007_199_254_740_992, 1 / 3.0,
            .pi, 4.35, 1e-5, 1e22, 1e23,
        ]
        for value in values { try expectRoundTrip([value]) }
        for text in [
            "-0", "5e-324", "4.9e-324", "2e-324", "3e-324", "1e-323", "2.4703282292062328e-324",
            "2.4703282292062327e-324", "1.7976931348623158e308", "1.7976931348623159e308", "-0.0", "0.0",
            "9007199254740993", "18446744073709551617", "100000000000000000000000", "1E400", "1e-400", "0e0",
        ] {
            expectSame([Double].self, "[\(text)]")
            expectSame([Int].self, "[\(text)]")
            expectSame([UInt8].self, "[\(text)]")
            expectSame([Date].self, "[\(text)]")
        }
    }

    @Test func integersAtTheirLimits() throws {
        try expectRoundTrip([Int8.min, Int8.max])
        try expectRoundTrip([UInt8.min, UInt8.max])
        try expectRoundTrip([Int16.min, Int16.max])
        try expectRoundTrip([UInt16.min, UInt16.max])
        try expectRoundTrip([Int32.min, Int32.max])
        try expectRoundTrip([UInt32.min, UInt32.max])
        try expectRoundTrip([Int64.min, Int64.max])
        try expectRoundTrip([UInt64.min, UInt64.max])
        try expectRoundTrip([Int.min, Int.max])
        try expectRoundTrip([UInt.min, UInt.max])
        try expectRoundTrip([Int128.min, Int128.max])
        try expectRoundTrip([UInt128.min, UInt128.max])
        for text in ["-0", "-1", "128", "-129", "256", "1.0", "1e0", "-9223372036854775809"] {
            expectSame([Int8].self, "[\(text)]")
            expectSame([UInt8].self, "[\(text)]")
            expectSame([UInt64].self, "[\(text)]")
            expectSame([Int].self, "[\(text)]")
            expectSame([Int128].self, "[\(text)]")
            expectSame([UInt128].self, "[\(text)]")
        }
    }

    /// Values `JSONDecoder` reads its own way, not through their `init(from:)`.
    struct Foreign: Codable {
        var float: Float
        var floats: [Float]
        var url: URL
        var urls: [URL?]
        var data: Data
        var datas: [String: Data]
        var decimal: Decimal
        var decimals: [Decimal]
        var optional: Float?
    }

    @Test func valuesJSONDecoderReadsItsOwnWay() throws {
        let url = try #require(URL(string: "https://example.com/a%20b?c=d#e"))
        let relative = try #require(URL(string: "a/b"))
        try expectRoundTrip(
            Foreign(
                float: -0.0, floats: [.leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1, 1 / 3, -1e-20],
                url: url, urls: [relative, nil], data: Data(),
                datas: ["a": Data([0, 1, 2, 255]), "b": Data(count: 31)],
                decimal: Decimal(string: "-3.14159") ?? 0,
                decimals: [0, Decimal(string: "1e-30") ?? 0, Decimal(string: "123456789012345678901234567890") ?? 0],
                optional: nil))
        for text in ["0", "-0", "1.5", "1e39", "-1e39", "1e-46", "3.4028235e38", "3.4028236e38", "0e0", "1E400", "0.1"]
        {
            expectSame([Float].self, "[\(text)]")
            expectSame([Decimal].self, "[\(text)]")
        }
        for text in ["\"1\"", "null", "true", "[]", "{}", "1.5e1000", "-0.0", "18446744073709551616"] {
            expectSame([Float].self, "[\(text)]")
            expectSame([Decimal].self, "[\(text)]")
            expectSame([URL].self, "[\(text)]")
            expectSame([Data].self, "[\(text)]")
        }
        for text in [
            #""""#, #""a b""#, #""http://[::1""#, #""\u00e9""#, #""https:\/\/x.y""#, #""AAE=""#, #""AAE""#,
            #""A\u0041E=""#, #""AA E=""#, #""\ud83d\ude00""#,
        ] {
            expectSame([URL].self, "[\(text)]")
            expectSame([Data].self, "[\(text)]")
            expectSame([String: URL].self, "{\"k\":\(text)}")
        }
        expectSame(Foreign.self, #"{"float":1,"floats":[],"url":"x","urls":[null],"data":"","datas":{},"decimal":1}"#)
    }

    @Test func floatsNearTheMidpointOfTwoFloats() {
        // The midpoint's decimal digits (exact but for tiny ones), and a little above it: a parser
        // that rounded to a Double first would round some of these the wrong way.
        var random = SplitMix64(seed: 0xf10a7)
        for _ in 0..<300 {
            let float = Float(bitPattern: UInt32.random(in: 0..<0x7f7f_ffff, using: &random))
            let midpoint = String(format: "%.120e", (Double(float) + Double(float.nextUp)) / 2)
            let above = midpoint.replacing("e", with: "1e")
            expectSame([Float].self, "[\(midpoint),\(above),-\(above)]")
        }
    }

    enum Raw: String, Codable, Hashable {
        case a, b
        case kelvin = "K"
    }
    enum Number: Int, Codable, Hashable {
        case one = 1
        case minusOne = -1
    }
    enum Keyed: String, Codable, Hashable, CodingKeyRepresentable {
        case a, b
        case kelvin = "K"
    }
    enum KeyedNumber: Int, Codable, Hashable, CodingKeyRepresentable {
        case one = 1
        case minusOne = -1
    }
    struct Custom: Codable, Hashable, CodingKeyRepresentable {
        var name: String
        init(name: String) { self.name = name }
        var codingKey: any CodingKey { Key(stringValue: name) }
        init?<T: CodingKey>(codingKey: T) { name = codingKey.stringValue }
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }

    struct Dictionaries: Codable {
        var byInt: [Int: String]
        var byUUID: [UUID: Int]
        var byRaw: [Raw: Int]
        var byNumber: [Number: Int]
        var byKeyed: [Keyed: Int]
        var byKeyedNumber: [KeyedNumber: Int]
        var byCustom: [Custom: Int]
        var byBool: [Bool: Int]
        var byDouble: [Double: String]
        var byInt8: [Int8: String]
        var byString: [String: [String: Int]]
    }

    struct DictionaryFingerprint: Encodable {
        var byUUID, byRaw, byNumber, byBool, byDouble, byInt8: String
        var byInt: [Int: String]
        var byKeyed: [Keyed: Int]
        var byKeyedNumber: [KeyedNumber: Int]
        var byCustom: [Custom: Int]
        var byString: [String: [String: Int]]
    }

    static func sorted<K, V>(_ dictionary: [K: V]) -> String {
        dictionary.map { "\(String(reflecting: $0.key))=\(String(reflecting: $0.value))" }.sorted().joined(
            separator: ",")
    }

    @Test func dictionariesOfManyKeys() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        try expectRoundTrip(
            Dictionaries(
                byInt: [1: "a", -7: "b", .max: "c", .min: "d"], byUUID: [id: 1], byRaw: [.a: 1, .kelvin: 2],
                byNumber: [.one: 1, .minusOne: 2], byKeyed: [.a: 1, .kelvin: 2],
                byKeyedNumber: [.one: 1, .minusOne: 2],
                byCustom: [Custom(name: "x"): 1, Custom(name: "é"): 2, Custom(name: "a\u{0}b"): 3],
                byBool: [true: 1, false: 0], byDouble: [-0.0: "z", 0.5: "h"], byInt8: [-1: "m"],
                byString: ["a\u{0}b": ["é": 1], "e\u{301}": [:], "K": ["\u{212A}": 2], "/": [:], "": ["\"": 3]]))
        expectSame([Int: Int].self, #"{"1":1,"x":2}"#)
        expectSame([Int: Int].self, #"{"+1":1}"#)
        expectSame([Int: Int].self, #"{" 1":1}"#)
        expectSame([Keyed: Int].self, #"{"c":1}"#)
        expectSame([KeyedNumber: Int].self, #"{"2":1}"#)
        expectSame([KeyedNumber: Int].self, #"{"a":1}"#)
        expectSame([Raw: Int].self, #"["a",1,"b"]"#)
        expectSame([Raw: Int].self, #"["a",1,"a",2]"#)
        expectSame([Double: Int].self, #"[-0,1,0,2]"#)
    }

    indirect enum Shape: Codable {
        case circle(radius: Double)
        case square(Int)
        case pair(Int8, String?)
        case labelled(x: Int, Int, z: Bool?)
        case empty
        case nested(Shape?)
        case list([Shape])
        case raw(Raw, Keyed)
    }

    @Test func enumsWithAssociatedValues() throws {
        let shapes: [Shape] = [
            .circle(radius: -0.0), .square(.min), .pair(-128, nil), .pair(1, "é"), .labelled(x: 1, 2, z: nil),
            .labelled(x: 1, 2, z: true), .empty, .nested(nil), .nested(.nested(.empty)), .list([.empty, .square(1)]),
            .raw(.kelvin, .a),
        ]
        try expectRoundTrip(shapes)
        for shape in shapes { try expectRoundTrip(shape) }
        expectSame([Shape].self, #"[{"square":{"_0":1},"unknown":{}}]"#)
        expectSame([Shape].self, #"[{"square":{"_0":1,"_1":2}}]"#)
        expectSame([Shape].self, #"[{"square":{}}]"#)
        expectSame([Shape].self, #"[{"empty":{"_0":1}}]"#)
        expectSame([Shape].self, #"[{"empty":[]}]"#)
        expectSame([Shape].self, #"[{"empty":null}]"#)
        expectSame([Shape].self, #"[{"pair":{"_0":1}}]"#)
        expectSame([Shape].self, #"[{"squ\u0061re":{"_0":1}}]"#)
        expectSame([Shape].self, #"[{"square":{"_0":1},"square":{"_0":2}}]"#)
    }

    class Base: Codable {
        var name: String
        var count: Int?
        init(name: String, count: Int?) {
            self.name = name
            self.count = count
        }
    }

    final class Derived: Base {
        var extra: [Double]
        enum CodingKeys: CodingKey { case extra }
        init(name: String, count: Int?, extra: [Double]) {
            self.extra = extra
            super.init(name: name, count: count)
        }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            extra = try container.decode([Double].self, forKey: .extra)
            try super.init(from: container.superDecoder())
        }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(extra, forKey: .extra)
            try super.encode(to: container.superEncoder())
        }
    }

    final class Flat: Base {
        var extra: Int
        enum CodingKeys: CodingKey { case extra, base }
        init(extra: Int) {
            self.extra = extra
            super.init(name: "flat", count: 2)
        }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            extra = try container.decode(Int.self, forKey: .extra)
            try super.init(from: container.superDecoder(forKey: .base))
        }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(extra, forKey: .extra)
            try super.encode(to: container.superEncoder(forKey: .base))
        }
    }

    /// Shares its decoder with its base, as many subclasses do.
    final class Shared: Base {
        var extra: Bool
        enum CodingKeys: CodingKey { case extra }
        init(extra: Bool) {
            self.extra = extra
            super.init(name: "shared", count: nil)
        }
        required init(from decoder: any Decoder) throws {
            extra = try decoder.container(keyedBy: CodingKeys.self).decode(Bool.self, forKey: .extra)
            try super.init(from: decoder)
        }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(extra, forKey: .extra)
            try super.encode(to: encoder)
        }
    }

    struct Classes: Codable {
        var derived: Derived
        var flat: Flat
        var shared: Shared
        var list: [Derived]
    }

    @Test func classesAndTheirSuperclasses() throws {
        try expectRoundTrip(
            Classes(
                derived: Derived(name: "d", count: 1, extra: [1.5, -0.0]), flat: Flat(extra: 3),
                shared: Shared(extra: true), list: [Derived(name: "é", count: nil, extra: [])]))
        expectSame(Derived.self, #"{"extra":[]}"#)
        expectSame(Derived.self, #"{"extra":[],"super":null}"#)
        expectSame(Derived.self, #"{"extra":[],"super":{"name":"n"}}"#)
        expectSame(Derived.self, #"{"extra":[],"super":{"name":"n","count":null}}"#)
        expectSame(Derived.self, #"{"extra":[],"super":{"name":"n"},"super":{"name":"m"}}"#)
        expectSame(Flat.self, #"{"extra":1,"name":"n"}"#)
        expectSame(Flat.self, #"{"extra":1,"base":{"name":"n"}}"#)
    }

    @propertyWrapper struct Clamped<Value: Codable & Comparable>: Codable {
        var wrappedValue: Value
        init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
        init(from decoder: any Decoder) throws { wrappedValue = try Value(from: decoder) }
        func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
    }

    @propertyWrapper struct Single<Value: Codable>: Codable {
        var wrappedValue: Value
        init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
        init(from decoder: any Decoder) throws {
            wrappedValue = try decoder.singleValueContainer().decode(Value.self)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue)
        }
    }

    /// Reads null first, then the value, as a lenient wrapper does.
    @propertyWrapper struct Defaulted: Codable {
        var wrappedValue: Int
        init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            wrappedValue = container.decodeNil() ? -1 : ((try? container.decode(Int.self)) ?? -2)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue)
        }
    }

    struct Wrapped: Codable {
        @Clamped var date: Date
        @Clamped var number: Double
        @Clamped var small: Int8
        @Clamped var text: String
        @Single var id: UUID
        @Single var url: URL?
        @Single var twice: Int??
        @Defaulted var lenient: Int
        var optional: Int??
        var optionals: [Int??]
        var raw: Raw
        var number2: Number
        var set: Set<String>
        var range: ClosedRange<Double>
        var half: Range<Int>
    }

    @Test func wrappersAndSingleValues() throws {
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        for twice in [nil, .some(nil), .some(3)] as [Int??] {
            let value = Wrapped(
                date: Date(timeIntervalSinceReferenceDate: -0.0), number: .leastNonzeroMagnitude, small: .min,
                text: "a\u{0}",
                id: id, url: nil, twice: twice, lenient: 4, optional: twice, optionals: [nil, .some(nil), 1],
                raw: .kelvin, number2: .minusOne, set: ["é", "e\u{301}", "b"], range: -0.0...1e308, half: -1..<3)
            try expectRoundTrip(value)
        }
        expectSame([Defaulted].self, "[null,1,1.5,\"x\",1e400]")
        expectSame([Int??].self, "[null,1]")
        expectSame([Raw].self, #"["a","\u004B","\u212A"]"#)
        expectSame([Number].self, "[1,-1,2]")
        expectSame([Number].self, "[1.0]")
        expectSame(Set<String>.self, #"["é","e\u0301"]"#)
        expectSame([UUID].self, #"["e621e1f8-c36c-495a-93fc-0c247a3e6e5f"]"#)
        expectSame([UUID].self, #"["E621E1F8C36C495A93FC0C247A3E6E5F"]"#)
        expectSame(ClosedRange<Int>.self, "[2,1]")
        expectSame([Date].self, "[1e308, -0, 978307200]")
    }

    struct Strings: Codable { var values: [String] }

    @Test func stringsWithEscapes() throws {
        let values = [
            "", "\u{0}", "a\u{0}b", "\"", "\\", "/", "\u{7F}", "\u{1F}", "\u{2028}\u{2029}", "é", "e\u{301}",
            "\u{212A}",
            "😀", "👨‍👩‍👧", "\r\n", "\u{FEFF}", "\u{FFFF}", "\u{10FFFF}", String(repeating: "x", count: 1000),
        ]
        try expectRoundTrip(Strings(values: values))
        for text in [
            #""\ud800""#, #""\udc00""#, #""\ud83d\ude00""#, #""\uD83D\uDE00""#, #""\ud83d""#,
            #""\ud83d\u0041""#, #""\u0000""#, "\"\u{7F}\"", "\"\u{FEFF}x\"", #""\/""#, #""\u00E9""#,
        ] {
            expectSame([String].self, "[\(text)]")
            expectSame([String: Int].self, "{\(text):1}")
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) {
            stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    /// Iterates its keys, sorted, and notes what each holds; notes its path, its user info.
    struct Walker: Codable {
        var notes: [String] = []

        init(from decoder: any Decoder) throws {
            notes.append("path \(decoder.codingPath.map { "\($0.stringValue)|\(String(describing: $0.intValue))" })")
            notes.append("info \(decoder.userInfo.count)")
            if let container = try? decoder.container(keyedBy: AnyKey.self) {
                notes.append("keys \(container.allKeys.count)")
                notes.append("cpath \(container.codingPath.map(\.stringValue))")
                for key in container.allKeys.sorted(by: {
                    $0.stringValue.unicodeScalars.lexicographicallyPrecedes($1.stringValue.unicodeScalars)
                }) {
                    notes.append("key \(Array(key.stringValue.unicodeScalars)) \(String(describing: key.intValue))")
                    notes.append("contains \(container.contains(key))")
                    if let walker = try? container.decode(Walker.self, forKey: key) { notes += walker.notes }
                    if let nested = try? container.nestedContainer(keyedBy: AnyKey.self, forKey: key) {
                        notes.append("nested \(nested.codingPath.map(\.stringValue)) \(nested.allKeys.count)")
                    }
                    if let nested = try? container.nestedUnkeyedContainer(forKey: key) {
                        notes.append(
                            "nestedU \(nested.codingPath.map(\.stringValue)) \(String(describing: nested.count))")
                    }
                    if let value = try? Walker(from: container.superDecoder(forKey: key)) {
                        notes += ["super"] + value.notes
                    }
                }
            } else if var container = try? decoder.unkeyedContainer() {
                notes.append("count \(String(describing: container.count)) \(container.codingPath.map(\.stringValue))")
                while !container.isAtEnd {
                    let index = container.currentIndex
                    if index % 3 == 0, let value = try? Walker(from: container.superDecoder()) {
                        notes += ["super \(index)"] + value.notes
                    } else if let walker = try? container.decode(Walker.self) {
                        notes += walker.notes
                    } else {
                        break
                    }
                }
            } else {
                let container = try decoder.singleValueContainer()
                notes.append("single \(container.codingPath.map(\.stringValue)) \(container.decodeNil())")
                if let value = try? container.decode(String.self) { notes.append("s \(Array(value.unicodeScalars))") }
                if let value = try? container.decode(Int64.self) { notes.append("i \(value)") }
                if let value = try? container.decode(Double.self) { notes.append("d \(value.bitPattern)") }
                if let value = try? container.decode(Bool.self) { notes.append("b \(value)") }
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(notes)
        }
    }

    @Test func aTypeThatWalksEverything() {
        let texts = [
            #"{"a":1,"b":[true,null,"x",{"c":-0}],"é":{"\u0000":"\ud83d\ude00"},"1":{"2":[[],{}]}}"#,
            #"{"a\u0000b":1,"e\u0301":2,"é":3,"K":4,"\u212A":5,"super":{"x":1}}"#,
            #"[[1,[2,[3,{"k":[4]}]]],{"1":1,"-1":2,"01":3}]"#,
            #"{"x":{"y":{"z":{"1":{"0":[0,1,2,3,4,5,6]}}}}}"#,
            "{" + (0..<12).map { #""k\#($0)":{"n\#($0)":[\#($0)]}"# }.joined(separator: ",") + "}",
        ]
        for text in texts {
            expectSame(Walker.self, text)
            expectSame([String: Walker].self, text)
            expectSame([Int: Walker].self, text)
            expectSame([Walker].self, text)
        }
    }

    /// Reads a key twice, and reads fewer keys than there are.
    struct Twice: Codable {
        var first: Int
        var again: Int
        var nested: [Int]
        var nestedAgain: [Int]
        var text: String
        enum CodingKeys: String, CodingKey { case a, b, c }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            first = try container.decode(Int.self, forKey: .a)
            again = try container.decode(Int.self, forKey: .a)
            var unkeyed = try container.nestedUnkeyedContainer(forKey: .b)
            nested = [try unkeyed.decode(Int.self)]
            var unkeyedAgain = try container.nestedUnkeyedContainer(forKey: .b)
            nestedAgain = [try unkeyedAgain.decode(Int.self), try unkeyedAgain.decode(Int.self)]
            let single = try decoder.container(keyedBy: CodingKeys.self)
            text = try single.decode(String.self, forKey: .c)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(first)
            try container.encode(again)
            try container.encode(nested)
            try container.encode(nestedAgain)
            try container.encode(text)
        }
    }

    @Test func aTypeThatReadsAKeyTwiceOrLeavesKeys() {
        expectSame(Twice.self, #"{"a":1,"b":[2,3,4],"c":"x","d":5}"#)
        expectSame(Twice.self, #"{"a":1,"b":[2],"c":"x"}"#)
        expectSame(Twice.self, #"{"c":"x","b":[2,3],"a":1,"a":2}"#)
    }

    indirect enum Nest: Codable {
        case number(Int)
        case array([Nest])
        case object([String: Nest])

        init(from decoder: any Decoder) throws {
            if let value = try? decoder.singleValueContainer().decode(Int.self) {
                self = .number(value)
            } else if let value = try? decoder.singleValueContainer().decode([Nest].self) {
                self = .array(value)
            } else {
                self = .object(try decoder.singleValueContainer().decode([String: Nest].self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            }
        }
    }

    @Test func deepNesting() {
        for depth in [100, 255, 256, 257, 400, 511, 512, 513, 600, 1000] {
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            expectSame(Nest.self, text)
            let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            expectSame(Nest.self, objects)
        }
    }
}

extension StateDecoderShapeTests.Dictionaries: StateDecoderShapeTests.Fingerprinted {
    var fingerprint: String {
        let s = StateDecoderShapeTests.self
        let value = StateDecoderShapeTests.DictionaryFingerprint(
            byUUID: s.sorted(byUUID), byRaw: s.sorted(byRaw), byNumber: s.sorted(byNumber), byBool: s.sorted(byBool),
            byDouble: s.sorted(byDouble.mapValues { $0 }).appending(
                byDouble.keys.map { "\($0.sign)" }.sorted().joined()),
            byInt8: s.sorted(byInt8), byInt: byInt, byKeyed: byKeyed, byKeyedNumber: byKeyedNumber, byCustom: byCustom,
            byString: byString)
        return (try? JSONEncoder.canonical.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "-"
    }
}

extension StateDecoderShapeTests.Wrapped: StateDecoderShapeTests.Fingerprinted {
    /// The JSON of everything but the set, whose order changes from one `Set` to another, and the
    /// set's strings sorted.
    var fingerprint: String {
        var withoutSet = self
        withoutSet.set = []
        let json = (try? JSONEncoder.canonical.encode(withoutSet)).map { String(decoding: $0, as: UTF8.self) }
        return "\(json ?? "-") set \(set.sorted())"
    }
}
