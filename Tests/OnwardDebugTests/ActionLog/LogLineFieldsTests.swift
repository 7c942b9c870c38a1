import Testing

@testable import OnwardDebug
@testable import OnwardHistory

/// The single-pass reader of a log line's fields, and the tokens it hands out.
@Suite struct LogLineFieldsTests {
    private func fields(_ text: String) -> LogLineFields? {
        let bytes = Array(text.utf8)
        return LogLineFields.parse(bytes, in: 0..<bytes.count)
    }

    /// Whether the line is read as an object; of the rest, what the parser (which tells a reader
    /// why a line is not an object) makes of it.
    private func kind(_ text: String) -> String {
        guard fields(text) == nil else { return "object" }
        return JSONValue.parse(text) == nil ? "notJSON" : "notObject"
    }

    private func text(of token: JSONToken?, in fields: LogLineFields) -> String? {
        token.map { String(decoding: fields.bytes[$0.range], as: UTF8.self) }
    }

    @Test func findsTheKnownFieldsAsWritten() throws {
        let line = try #require(
            fields(#" {"seq" : 12,"action":"edit","args":[3, "Call"],"at":"2026","unrecorded":null,"x":{"seq":9}} "#))
        #expect(text(of: line.seq, in: line) == "12")
        #expect(line.seq?.kind == .number(isInteger: true))
        #expect(line.seq?.integer(in: line.bytes) == 12)
        #expect(text(of: line.action, in: line) == #""edit""#)
        #expect(line.action?.kind == .string(hasEscapes: false))
        #expect(text(of: line.args, in: line) == #"[3, "Call"]"#)
        #expect(line.args?.kind == .array)
        #expect(line.at?.isString == true)
        #expect(line.unrecorded?.kind == .literal)
        #expect(line.position == nil)
    }

    @Test func keysAreComparedDecodedAndTheLastDuplicateCounts() throws {
        let line = try #require(fields(#"{"seq":1,"s\u0065q":2,"\u0061ction":"a\u0062","se":3,"seqs":4}"#))
        #expect(line.seq?.integer(in: line.bytes) == 2)
        #expect(line.action?.kind == .string(hasEscapes: true))
        #expect(line.action?.text(in: line.bytes) == "ab")
        #expect(line.action?.unescapedString(in: line.bytes) == nil)
    }

    @Test func tellsObjectsFromOtherJSONAndFromNonsense() {
        #expect(kind("{}") == "object")
        #expect(kind(" [1] ") == "notObject")
        #expect(kind("\"a\"") == "notObject")
        #expect(kind("") == "notJSON")
        #expect(kind("{} {}") == "notJSON")
        #expect(kind(#"{"a":1,}"#) == "notJSON")
        #expect(kind(#"{"a":[1,2}"#) == "notJSON")
        #expect(kind(#"{"a":"\u00"}"#) == "notJSON")
        #expect(kind(#"{"a":-}"#) == "notJSON")
        #expect(kind(#"{"a":1e999}"#) == "notJSON")
        #expect(kind(#"{"a":123456789012345678901234567890}"#) == "object")
    }

    @Test func integersAreReadAsInt64ReadsThem() {
        func integer(_ text: String) -> Int64? {
            let bytes = Array(text.utf8)
            var scanner = JSONScanner(bytes, in: 0..<bytes.count)
            return scanner.skipValue()?.integer(in: bytes)
        }
        #expect(integer("0") == 0)
        #expect(integer("-0") == 0)
        #expect(integer("42") == 42)
        #expect(integer("9223372036854775807") == .max)
        #expect(integer("-9223372036854775808") == .min)
        #expect(integer("9223372036854775808") == nil)
        #expect(integer("-9223372036854775809") == nil)
        #expect(integer("1.0") == nil)
        #expect(integer("1e2") == nil)
        #expect(integer("\"1\"") == nil)
    }

    @Test func argumentsAreCountedAndParsedOneByOne() throws {
        let line = try #require(fields(#"{"args":[ 1 , "a\"b" , [true,{"k":null}] , -2.5 ]}"#))
        let arguments = JSONArguments(bytes: line.bytes, array: try #require(line.args))
        #expect(arguments.count == 4)
        #expect(
            arguments.values == [
                .integer(1), .string("a\"b"), .array([.bool(true), .object(["k": .null])]), .number(-2.5),
            ])
        let empty = try #require(fields(#"{"args":[ ]}"#))
        #expect(JSONArguments(bytes: empty.bytes, array: try #require(empty.args)).count == 0)
    }
}
