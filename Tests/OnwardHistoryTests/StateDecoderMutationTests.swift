import Foundation
import TestGate
import Testing

@testable import OnwardHistory

/// States a `JSONEncoder` wrote, then edited as a hand or a later version might (numbers spelt
/// otherwise, escapes, whitespace, members dropped, written twice or added, values replaced),
/// decoded by the snapshot's decoder and by `JSONDecoder`: the same value, bit for bit (compared
/// as re-encoded JSON), or both throw.
@Suite struct StateDecoderMutationTests {
    enum Shape: Codable {
        case circle(radius: Double)
        case square(Int)
        case empty
        case pair(Int8, String?)
    }

    /// Raw values that are keys too; `"K"` is also written `"\u{212A}"`.
    enum Status: String, Codable, CodingKeyRepresentable {
        case a, b
        case kelvin = "K"
    }

    enum Level: Int, Codable, CodingKeyRepresentable {
        case one = 1
        case minusOne = -1
    }

    /// A set written in order, so that two equal sets encode alike.
    struct SortedSet: Codable {
        var set: Set<Int>
        init(_ set: Set<Int>) { self.set = set }
        init(from decoder: any Decoder) throws { set = try Set<Int>(from: decoder) }
        func encode(to encoder: any Encoder) throws { try set.sorted().encode(to: encoder) }
    }

    struct Item: Codable {
        var id: Int
        var small: Int8?
        var unsigned: UInt16
        var number: Double
        var text: String
        var flag: Bool
        var tags: [String]
        var twice: Int??
        var nested: [String: [Int]]
        var byNumber: [Int: Bool]
        var shape: Shape
        var date: Date
        var wide: Int128
        var status: Status?
        var set: SortedSet
        var byStatus: [Status: Int]
        var byLevel: [Level: UInt8]
    }

    struct State: Codable {
        var items: [Item]
        var title: String
        var id: UUID?
        var range: ClosedRange<Int>?
    }

    /// Reads whatever is there, every way, catching every error: what it saw is its value.
    struct Probe: Codable {
        var seen: [String] = []

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { Int(stringValue) }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { stringValue = String(intValue) }
        }

        init(from decoder: any Decoder) throws {
            seen.append("path \(decoder.codingPath.map(\.stringValue))")
            if let container = try? decoder.container(keyedBy: Key.self) {
                // JSONDecoder's keys come in its dictionary's order.
                for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    seen.append("\(key.stringValue) \((try? container.decodeNil(forKey: key)) ?? false)")
                    if let value = try? container.decode(Int.self, forKey: key) { seen.append("i\(value)") }
                    if let value = try? container.decode(Double.self, forKey: key) {
                        seen.append("d\(value.bitPattern)")
                    }
                    if let value = try? container.decode(String.self, forKey: key) {
                        seen.append("s\(Array(value.unicodeScalars))")
                    }
                    if let value = try? container.decodeIfPresent(UInt8.self, forKey: key) { seen.append("u\(value)") }
                    if let value = try? container.decode(Probe.self, forKey: key) { seen += value.seen }
                }
                if let value = try? Probe(from: container.superDecoder()) { seen += ["super"] + value.seen }
                for name in ["K", "é", "id", "missing"] {
                    let key = Key(stringValue: name)
                    seen.append(
                        "\(name) \(container.contains(key)) \(String(describing: try? container.decodeIfPresent(Int.self, forKey: key)))"
                    )
                }
            } else if var container = try? decoder.unkeyedContainer() {
                seen.append("count \(String(describing: container.count))")
                while !container.isAtEnd {
                    if (try? container.decodeNil()) == true {
                        seen.append("null")
                    } else if let value = try? container.decode(Int64.self) {
                        seen.append("i\(value)")
                    } else if let value = try? container.decode(Bool.self) {
                        seen.append("b\(value)")
                    } else if let value = try? container.decode(Probe.self) {
                        seen += value.seen
                    } else {
                        break
                    }
                }
                seen.append("at \(container.currentIndex)")
            } else {
                let container = try decoder.singleValueContainer()
                seen.append("null \(container.decodeNil())")
                if let value = try? container.decode(Int.self) { seen.append("i\(value)") }
                if let value = try? container.decode(UInt32.self) { seen.append("u\(value)") }
                if let value = try? container.decode(Double.self) { seen.append("d\(value.bitPattern)") }
                if let value = try? container.decode(String.self) { seen.append("s\(Array(value.unicodeScalars))") }
                if let value = try? container.decode(Bool.self) { seen.append("b\(value)") }
                if let value = try? container.decode(Int128.self) { seen.append("w\(value)") }
            }
        }
    }

    /// A JSON value that keeps its members' order and a key written twice.
    indirect enum Tree {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([Tree])
        case object([(String, Tree)])
    }

    @Test func editedStatesDecodeAsWithJSONDecoder() throws {
        let seed = UInt64.random(in: .min ... .max)
        print("StateDecoderMutationTests seed: \(seed)")
        var random = SplitMix64(seed: seed)
        for _ in 0..<60 {
            let state = Self.state(using: &random)
            let json = try #require(JSONValue.parse(try JSONEncoder.canonical.encode(state)))
            var tree = Self.tree(json, using: &random)
            if Int.random(in: 0..<3, using: &random) != 0 {
                for _ in 0..<Int.random(in: 1...3, using: &random) { tree = Self.edit(tree, using: &random) }
            }
            let text = Self.text(tree, using: &random)
            expectSame(State.self, text)
            expectSame(Probe.self, text)
            expectSame([Item].self, text)
            let leaves = Self.text(
                .array((0..<Int.random(in: 0...5, using: &random)).map { _ in Self.leaf(using: &random) }),
                using: &random)
            expectSame(Probe.self, leaves)
            expectSame([Double].self, leaves)
            expectSame([Int8?].self, leaves)
            expectSame([Shape].self, leaves)
            let members = Self.text(
                .object(
                    (0..<Int.random(in: 0...12, using: &random)).map { _ in
                        (Self.keys.randomElement(using: &random)!, Self.leaf(using: &random))
                    }), using: &random)
            expectSame([String: Int].self, members)
            expectSame([Int: Double].self, members)
            expectSame(Probe.self, members)
        }
    }

    private func expectSame<T: Codable>(
        _ type: T.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(text.utf8)
        let expected = (try? JSONDecoder().decode(type, from: data)).flatMap { try? JSONEncoder.canonical.encode($0) }
        let decoded = (try? StateDecoder.decode(type, from: data)).flatMap { try? JSONEncoder.canonical.encode($0) }
        #expect(decoded == expected, "\(type): \(text)", sourceLocation: sourceLocation)
    }

    private static func state(using random: inout SplitMix64) -> State {
        func item() -> Item {
            Item(
                id: .random(in: -1000...1000, using: &random),
                small: Bool.random(using: &random) ? nil : .random(in: .min ... .max, using: &random),
                unsigned: .random(in: .min ... .max, using: &random),
                number: [0, -0.0, 1.5, Double.leastNormalMagnitude / 3, 0.1, 1e300, 2.0 / 3].randomElement(
                    using: &random)!,
                text: ["", "a\"b", "é", "😀", "K", "tab\t/"].randomElement(using: &random)!,
                flag: .random(using: &random),
                tags: (0..<Int.random(in: 0...2, using: &random)).map { _ in ["x", "é"].randomElement(using: &random)!
                },
                twice: [nil, .some(nil), .some(3)].randomElement(using: &random)!,
                nested: Bool.random(using: &random) ? [:] : ["k": [1, 2], "é": []],
                byNumber: Bool.random(using: &random) ? [:] : [1: true, -5: false],
                shape: [.circle(radius: 2.5), .square(3), .empty, .pair(-1, nil), .pair(4, "z")].randomElement(
                    using: &random)!,
                date: Date(timeIntervalSinceReferenceDate: Double(Int.random(in: 0...100_000, using: &random)) / 8),
                wide: [0, -5, Int128(Int64.max), Int128(Int64.max) + 1].randomElement(using: &random)!,
                status: [nil, .a, .kelvin].randomElement(using: &random)!,
                set: SortedSet(
                    Set((0..<Int.random(in: 0...2, using: &random)).map { _ in Int.random(in: 0..<5, using: &random) })),
                byStatus: Bool.random(using: &random) ? [:] : [.a: 1, .kelvin: 2],
                byLevel: Bool.random(using: &random) ? [:] : [.one: 1, .minusOne: 2])
        }
        return State(
            items: (0..<Int.random(in: 0...3, using: &random)).map { _ in item() },
            title: ["t", "é", ""].randomElement(using: &random)!,
            id: Bool.random(using: &random) ? nil : UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
            range: Bool.random(using: &random) ? nil : 1...5)
    }

    /// Keys that a state has, and others; `"K"` and `"\u{212A}"` are one key, as are the two `é`.
    private static let keys = [
        "id", "a", "text", "number", "unsigned", "tags", "twice", "nested", "byNumber", "shape", "date", "wide",
        "items",
        "circle", "square", "empty", "_0", "radius", "super", "K", "\u{212A}", "é", "e\u{301}", "1", "-1", "x",
    ]

    private static func tree(_ value: JSONValue, using random: inout SplitMix64) -> Tree {
        switch value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .integer(let value): .number(String(value))
        case .number(let value): .number("\(value)")
        case .string(let value): .string(value)
        case .array(let values): .array(values.map { tree($0, using: &random) })
        case .object(let members):
            .object(members.map { ($0.key, tree($0.value, using: &random)) }.shuffled(using: &random))
        }
    }

    private static func leaf(using random: inout SplitMix64) -> Tree {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: .null
        case 1: .bool(.random(using: &random))
        case 2:
            .number(
                [
                    "0", "-0", "1", "-1", "255", "256", "-129", "65536", "1.5", "1e2", "0.1", "1e400", "1e-400",
                    "4.9e-324",
                    "9223372036854775807", "9223372036854775808", "18446744073709551616", "1.0", "2.5e-3",
                    "9007199254740993", "0e1",
                ].randomElement(using: &random)!)
        case 3:
            .number(String(Int64.random(in: .min ... .max, using: &random) >> Int64.random(in: 0...63, using: &random)))
        case 4: .number("\(Double(bitPattern: .random(in: 0...0x7FEF_FFFF_FFFF_FFFF, using: &random)))")
        case 5:
            .string(
                ["", "é", "e\u{301}", "😀", "\u{0}", "K", "\u{212A}", "square", "\u{2028}"].randomElement(
                    using: &random)!)
        case 6: .array([])
        default: .object([])
        }
    }

    private static func edit(_ tree: Tree, using random: inout SplitMix64) -> Tree {
        if Int.random(in: 0..<25, using: &random) == 0 { return leaf(using: &random) }
        switch tree {
        case .array(var values):
            if !values.isEmpty, Int.random(in: 0..<8, using: &random) == 0 {
                values.remove(at: .random(in: 0..<values.count, using: &random))
            }
            if Int.random(in: 0..<10, using: &random) == 0 {
                values.insert(leaf(using: &random), at: .random(in: 0...values.count, using: &random))
            }
            return .array(values.map { edit($0, using: &random) })
        case .object(var members):
            if !members.isEmpty, Int.random(in: 0..<6, using: &random) == 0 {
                members.remove(at: .random(in: 0..<members.count, using: &random))
            }
            if Int.random(in: 0..<6, using: &random) == 0 {
                members.insert(
                    (keys.randomElement(using: &random)!, leaf(using: &random)),
                    at: .random(in: 0...members.count, using: &random))
            }
            if !members.isEmpty, Int.random(in: 0..<6, using: &random) == 0 {
                let member = members.randomElement(using: &random)!
                members.insert(
                    (member.0, edit(member.1, using: &random)), at: .random(in: 0...members.count, using: &random))
            }
            return .object(members.map { ($0.0, edit($0.1, using: &random)) })
        default:
            return tree
        }
    }

    private static func text(_ tree: Tree, using random: inout SplitMix64) -> String {
        func space() -> String {
            Int.random(in: 0..<5, using: &random) == 0 ? [" ", "\n", "\t", "\r\n "].randomElement(using: &random)! : ""
        }
        switch tree {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let text): return number(text, using: &random)
        case .string(let value): return string(value, using: &random)
        case .array(let values):
            return "[" + space() + values.map { self.text($0, using: &random) }.joined(separator: "," + space()) + "]"
        case .object(let members):
            return "{" + space()
                + members.map {
                    string($0.0, using: &random) + space() + ":" + space() + self.text($0.1, using: &random)
                }
                .joined(separator: "," + space()) + "}"
        }
    }

    private static func number(_ text: String, using random: inout SplitMix64) -> String {
        guard Int.random(in: 0..<8, using: &random) == 0 else { return text }
        if let integer = Int64(text) {
            return [
                "\(integer).0", "\(integer)e0", "\(integer)E+0", "\(integer)0e-1", "\(Double(integer))",
                integer == 0 ? "-0" : text,
            ]
            .randomElement(using: &random)!
        }
        guard let value = Double(text) else { return text }
        return [
            String(format: "%.17g", value), String(format: "%.20e", value), String(format: "%.3e", value),
            "\(Float(value))",
        ]
        .randomElement(using: &random)!
    }

    private static func string(_ value: String, using random: inout SplitMix64) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
            case _ where Int.random(in: 0..<10, using: &random) == 0:
                if scalar.value < 0x10000 {
                    text += String(format: "\\u%04X", scalar.value)
                } else {
                    let value = scalar.value - 0x10000
                    text += String(format: "\\u%04x\\u%04x", 0xD800 + (value >> 10), 0xDC00 + (value & 0x3FF))
                }
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
