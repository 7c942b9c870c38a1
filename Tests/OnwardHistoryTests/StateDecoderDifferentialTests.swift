import Foundation
import TestGate
import Testing

@testable import OnwardHistory

/// Random texts, and types that catch errors and go on, decoded by the snapshot's decoder and by
/// `JSONDecoder`: the same value, or both throw. (Which error `JSONDecoder` throws first may change
/// with a dictionary's order, so only that both throw is compared.)
@Suite struct StateDecoderDifferentialTests {
    /// Any JSON value, tried as each kind in turn: a type that catches every error and goes on.
    enum AnyJSON: Decodable, Equatable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([AnyJSON])
        case object([String: AnyJSON])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .int(value)
            } else if let value = try? container.decode(Double.self) {
                self = .double(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([AnyJSON].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: AnyJSON].self))
            }
        }
    }

    /// A number that gives way to -1 on a `DecodingError`, as a later version's type might.
    struct CaughtNumber: Decodable, Equatable {
        var number: Int

        init(from decoder: any Decoder) throws {
            do {
                number = try decoder.singleValueContainer().decode(Int.self)
            } catch is DecodingError {
                number = -1
            }
        }
    }

    /// A record that gives way where a member is missing, `null` or of another kind, and reads the
    /// next member, as a later version's type might.
    struct LenientRecord: Decodable, Equatable {
        var a: Int
        var b: String?
        var c: [AnyJSON]
        var kelvin: Int?
        var isNull: Bool?

        enum CodingKeys: String, CodingKey {
            case a, b, c
            case kelvin = "K"
            case e = "é"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            a = (try? container.decode(Int.self, forKey: .a)) ?? -1
            b = try? container.decode(String.self, forKey: .b)
            c = (try? container.decode([AnyJSON].self, forKey: .c)) ?? []
            kelvin = try? container.nestedContainer(keyedBy: CodingKeys.self, forKey: .kelvin).allKeys.count
            isNull = try? container.decodeNil(forKey: .e)
        }
    }

    struct Record: Decodable, Equatable {
        var a: Int
        var b: String?
        var c: [Double]
    }

    private func expectSame<T: Decodable & Equatable>(
        _ type: T.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(text.utf8)
        let expected = try? JSONDecoder().decode(type, from: data)
        let decoded = try? StateDecoder.decode(type, from: data)
        #expect(decoded == expected, "\(text)", sourceLocation: sourceLocation)
    }

    @Test func aTypeThatCatchesAnErrorGetsWhatJSONDecoderGivesIt() {
        for number in ["1", "1.5", "1e100", "18446744073709551616", "\"1\"", "null", "[1]", "0e1"] {
            expectSame([CaughtNumber].self, "[\(number)]")
            expectSame([AnyJSON].self, "[\(number)]")
        }
        // A later version's types: an object, then an enum without payloads, where the text has others.
        expectSame([String: String].self, #"{"title":{"en":"Milk"}}"#)
        expectSame([String: AnyJSON].self, #"{"tags":["a","b"],"n":{"x":null}}"#)
        expectSame(LenientRecord.self, #"{"a":"1","b":null,"K":[],"c":[1,{"a":2}]}"#)
    }

    @Test func randomTextsDecodeAsWithJSONDecoder() {
        let seed = UInt64.random(in: .min ... .max)
        var random = SplitMix64(seed: seed)
        print("StateDecoderDifferentialTests seed: \(seed)")
        for _ in 0..<400 {
            let text = Self.value(depth: 0, using: &random)
            expectSame(AnyJSON.self, text)
            expectSame([String: AnyJSON].self, text)
            expectSame(Record.self, text)
            expectSame(LenientRecord.self, text)
            expectSame([LenientRecord].self, text)
            expectSame([CaughtNumber].self, text)
            expectSame([Double].self, text)
        }
    }

    /// A JSON text, not always one `JSONEncoder` would write: numbers in many spellings, keys
    /// written twice, escapes, whitespace.
    private static func value(depth: Int, using random: inout SplitMix64) -> String {
        let space = ["", " ", "\n", "\t "].randomElement(using: &random)!
        switch Int.random(in: 0..<(depth > 2 ? 5 : 8), using: &random) {
        case 0: return ["null", "true", "false"].randomElement(using: &random)!
        case 1, 2: return number(using: &random)
        case 3, 4: return string(using: &random)
        case 5:
            let elements = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                value(depth: depth + 1, using: &random)
            }
            return "[" + space + elements.joined(separator: "," + space) + "]"
        default:
            let members = (0..<Int.random(in: 0...10, using: &random)).map { _ in
                let key = ["\"a\"", "\"b\"", "\"c\"", "\"K\"", "\"\\u212A\"", "\"é\"", "\"e\\u0301\""]
                    .randomElement(using: &random)!
                return key + space + ":" + value(depth: depth + 1, using: &random)
            }
            return "{" + space + members.joined(separator: ",") + "}"
        }
    }

    private static func number(using random: inout SplitMix64) -> String {
        let spellings = [
            "0", "-0", "0.0", "0e1", "1E2", "1.5", "-2.25e-3", "1e400", "1e-400", "4.9e-324",
            "18446744073709551615", "18446744073709551616", "-9223372036854775808", "9223372036854775808",
            "123456789012345678901234567890",
        ]
        return Bool.random(using: &random)
            ? spellings.randomElement(using: &random)!
            : String(Int64.random(in: .min ... .max, using: &random) >> Int64.random(in: 0...63, using: &random))
    }

    private static func string(using random: inout SplitMix64) -> String {
        let pieces = ["a", "K", "é", "\\\"", "\\\\", "\\n", "\\u0000", "\\u00e9", "😀", "\\ud83d\\ude00", " "]
        let length = Int.random(in: 0...4, using: &random)
        return "\"" + (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined() + "\""
    }
}
