import Foundation
import Testing

@testable import OnwardHistory

/// The snapshot's state decoder gives what `JSONDecoder` gives: the same value, or an error of the
/// same kind, for what a `JSONEncoder` writes and for texts it would not write, and for a later
/// version's types.
@Suite struct StateDecoderTests {
    struct Item: Codable, Equatable {
        var id: Int
        var isCompleted: Bool
        var title: String
        var note: String?
    }

    enum Shape: Codable, Equatable {
        case circle(radius: Double)
        case square(Int)
        case empty
    }

    struct Everything: Codable, Equatable {
        var items: [Item]
        var small: [Int8]
        var unsigned: [UInt64]
        var wide: [Int128]
        var doubles: [Double]
        var floats: [Float]
        var nested: [[String?]]
        var byName: [String: Int]
        var byNumber: [Int: String]
        var shapes: [Shape]
        var date: Date
        var data: Data
        var url: URL
        var decimal: Decimal
        var missing: Int?
    }

    /// The value or the error's case and coding path, to compare the two decoders by.
    enum Outcome<T: Equatable>: Equatable {
        case value(T)
        case failure(String)
    }

    private func outcome<T: Decodable & Equatable>(_ decode: () throws -> T) -> Outcome<T> {
        do {
            return .value(try decode())
        } catch {
            return .failure(errorSummary(error))
        }
    }

    private func expectSame<T: Decodable & Equatable>(
        _ type: T.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(text.utf8)
        let expected = outcome { try JSONDecoder().decode(type, from: data) }
        let decoded = outcome { try StateDecoder.decode(type, from: data) }
        #expect(decoded == expected, "\(text)", sourceLocation: sourceLocation)
    }

    @Test func aValueOfManyTypesComesBackAsJSONDecoderGivesIt() throws {
        let items = (0..<50).map { index in
            Item(
                id: index * 7_919 % 2_000_001 - 1_000_000, isCompleted: index.isMultiple(of: 2),
                title: ["plain", "with \"quotes\" and \\", "é and \u{1F600}", "tab\tline\n", ""][index % 5],
                note: index.isMultiple(of: 3) ? nil : "note \(index)")
        }
        let value = Everything(
            items: items, small: [.min, -1, 0, .max], unsigned: [0, .max], wide: [.min, 0, .max],
            doubles: [0, -0.0, 1, 0.1, -2.5e-300, 1.7976931348623157e308, 123_456_789.125],
            floats: [0.1, 3.4028235e38, -1.5], nested: [[], ["a", nil], [nil]],
            byName: Dictionary(uniqueKeysWithValues: (0..<20).map { ("key \($0)", $0) }),
            byNumber: [1: "one", -7: "minus seven"],
            shapes: [.circle(radius: 1.5), .square(2), .empty],
            date: Date(timeIntervalSinceReferenceDate: 123_456.789), data: Data([0, 1, 2, 255]),
            url: try #require(URL(string: "https://example.com/a?b=c")), decimal: Decimal(string: "3.14159") ?? 0,
            missing: nil)
        let json = try JSONEncoder.canonical.encode(value)
        #expect(try StateDecoder.decode(Everything.self, from: json) == value)
        expectSame(Everything.self, String(decoding: json, as: UTF8.self))
    }

    @Test func numbersJSONEncoderWouldNotWriteAreJSONDecoders() {
        expectSame([Int].self, "[1.0, 1e2, -0]")
        expectSame([Int].self, "[1.5]")
        expectSame([Int8].self, "[128]")
        expectSame([UInt64].self, "[18446744073709551615]")
        expectSame([UInt64].self, "[-1]")
        expectSame([Double].self, "[1, 1E400]")
        expectSame([Float].self, "[1e39]")
        expectSame([Bool].self, "[1]")
        expectSame([String].self, "[1]")
        // A number no type reads may be of any size, as for `JSONDecoder`.
        expectSame(Item.self, #"{"id":1,"isCompleted":true,"title":"t","extra":1e400,"more":-1e-400}"#)
    }

    @Test func objectsAsJSONDecoderReadsThem() {
        // The first of a key written twice counts; a missing key, a null and a mismatch fail alike.
        expectSame([String: Int].self, #"{"a":1,"a":2}"#)
        expectSame([String: Int].self, "{" + (0..<20).map { #""k\#($0 % 12)":\#($0)"# }.joined(separator: ",") + "}")
        expectSame(Item.self, #"{"id":1,"isCompleted":false,"title":"t","id":3}"#)
        expectSame(Item.self, #"{"id":1,"isCompleted":false}"#)
        expectSame(Item.self, #"{"id":1,"isCompleted":null,"title":"t"}"#)
        expectSame(Item.self, #"{"id":"1","isCompleted":false,"title":"t"}"#)
        expectSame(Item.self, #"{"id":1,"isCompleted":false,"title":"t","note":null}"#)
        expectSame(Item.self, #"[1]"#)
        expectSame(Item.self, #"null"#)
        // Keys are compared as strings: escaped, and canonically equivalent ("\u212A" is "K").
        expectSame(Item.self, #"{"\u0069d":1,"isCompleted":true,"title":"t"}"#)
        expectSame([String: Int].self, #"{"K":1,"\u212A":2}"#)
        expectSame([String: Int].self, #"{"é":1,"e\u0301":2}"#)
    }

    @Test func aTextThatIsNotJSONFailsAsWithJSONDecoder() {
        expectSame([Int].self, "[1,]")
        expectSame([Int].self, "[1] [2]")
        expectSame([String].self, #"["\ud800"]"#)
        expectSame([Int].self, "")
    }

    /// Reads two integers from an array, then whether a third is `null`.
    struct TwoInts: Decodable, Equatable {
        var first: Int
        var second: Int
        var thirdIsNull: Bool

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            first = try container.decode(Int.self)
            second = (try? container.decode(Int.self)) ?? -1
            thirdIsNull = try container.decodeNil()
        }
    }

    @Test func anArrayEndsWhereItsElementsDo() {
        // Past the end, an error of JSONDecoder's case and path, which a type may catch.
        expectSame([TwoInts].self, "[[1,2,null],[3],[]]")
        expectSame([TwoInts].self, "[[1,2]]")
        expectSame([TwoInts].self, #"[[1,"2",null]]"#)
        expectSame([[Int]].self, "[[1,2],[],[3]]")
        expectSame([Int?].self, "[null,1,null]")
        expectSame([Shape].self, #"[{"square":{"_0":2}},{"empty":{}}]"#)
        expectSame([Shape].self, #"[{"square":{"_0":2},"empty":{}}]"#)
    }

    enum Status: String, Codable, Equatable {
        case active, archived
    }

    @Test func aLaterVersionsTypesFailAsWithJSONDecoder() throws {
        // A title that was an object of translations, a status that had a payload: once a trap.
        expectSame([String: String].self, #"{"title":{"en":"Milk"}}"#)
        expectSame([String: Status].self, #"{"status":{"archived":{"reason":"done"}}}"#)
        expectSame([String: [String]].self, #"{"tags":"a"}"#)
    }
}
