import Testing

@testable import OnwardDebug
@testable import OnwardHistory

/// The hand-written JSON parser replay reads every line with: exact values, strict refusals.
@Suite struct JSONParserTests {
    private func parse(_ text: String) -> JSONValue? {
        JSONValue.parse(Array(text.utf8))
    }

    @Test func anActionLine() {
        #expect(
            parse(#" {"seq":12,"action":"edit","args":[3,"Call \"Ann\""],"at":"2026-11-29T21:00:00Z"} "#)
                == .object([
                    "seq": .integer(12),
                    "action": .string("edit"),
                    "args": .array([.integer(3), .string("Call \"Ann\"")]),
                    "at": .string("2026-11-29T21:00:00Z"),
                ])
        )
    }

    @Test func scalarsKeepTheirKind() {
        #expect(parse("0") == .integer(0))
        #expect(parse("-42") == .integer(-42))
        #expect(parse("1.5") == .number(1.5))
        #expect(parse("2e3") == .number(2000))
        #expect(parse("-0.25E-2") == .number(-0.0025))
        #expect(parse("92233720368547758070") == .number(9.223_372_036_854_775_807e19))
        #expect(parse("true") == .bool(true))
        #expect(parse("false") == .bool(false))
        #expect(parse("null") == .null)
        #expect(parse("[]") == .array([]))
        #expect(parse("{}") == .object([:]))
        #expect(
            parse(#"[1,[2,{"a":[]}]]"#) == .array([.integer(1), .array([.integer(2), .object(["a": .array([])])])]))
    }

    @Test func stringEscapesAndUnicode() {
        #expect(parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        #expect(parse(#""\u00e9\u4e2d""#) == .string("é中"))
        #expect(parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(parse("\"caf\u{E9} 😀\"") == .string("café 😀"))
    }

    @Test(arguments: [
        "", " ", "{", "}", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[1 2]", "01", "-", "1.", ".5", "1e",
        "+1", "NaN", "Infinity", "tru", "nul", "\"open", "\"bad \\x escape\"", "\"\\u12\"", "\"\\ud83d\"",
        "\"\\ud83d\\u0041\"", "\"\\udc00\"", "\"tab\there\"", "1 2", "{} x", "[1e400]",
    ])
    func refusesWhatIsNotExactlyOneJSONValue(text: String) {
        #expect(parse(text) == nil)
    }

    @Test func refusesInvalidUTF8() {
        #expect(JSONValue.parse([0x22, 0xC3, 0x28, 0x22]) == nil)
        #expect(JSONValue.parse([0x22, 0xFF, 0x22]) == nil)
    }

    @Test func refusesNestingDeeperThanTheLimitWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(parse(deep) == nil)
        let limit = JSONScanner.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(parse(deepest) != nil)
    }
}
