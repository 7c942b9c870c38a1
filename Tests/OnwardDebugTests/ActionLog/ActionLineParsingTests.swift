import Foundation
import OnwardCore
import OnwardDebug
import Testing

@testable import OnwardHistory

/// How replay reads the JSON of an action line: what it accepts (spacing, key order, escapes,
/// duplicate and unknown keys) and what it refuses, with the exact reasons.
@Suite struct ActionLineParsingTests {
    private let header = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"#

    /// Replays `lines`, each followed by a newline, into a new store.
    private func replay(_ lines: [String]) -> (error: String?, titles: [String]) {
        let log = TemporaryLog(contents: lines.map { $0 + "\n" }.joined())
        let store = ToDoStore()
        do {
            _ = try ActionLogReplayer(registry: .todos).replay(log.path, into: store)
            return (nil, store.todos.map(\.title))
        } catch {
            let prefix = log.path + ":"
            let text = error.description
            return (text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text, store.todos.map(\.title))
        }
    }

    @Test func spacingAndKeyOrderAreFree() {
        let outcome = replay([
            " \t{ \"format\" : \"onward-action-log\" ,\"store\":\"ToDoStore\", \"version\" : 1 } ",
            " { \"seq\" : 1 , \"action\" : \"add\" , \"args\" : [ \"a\" ] } \r",
            #"{"args":["b"],"action":"add","seq":2}"#,
            "{\"seq\":3,\n\"action\":\"add\",\"args\":[\"c\"]}".replacingOccurrences(of: "\n", with: "\t"),
        ])
        #expect(outcome.error == nil)
        #expect(outcome.titles == ["a", "b", "c"])
    }

    @Test func escapesInKeysNamesAndArguments() {
        let outcome = replay([
            header,
            #"{"s\u0065q":1,"\u0061ction":"\u0061dd","args":["a\nb \u00e9\u4e2d \ud83d\ude00 \"q\" \\ \/ \t"]}"#,
            "{\"seq\":2,\"action\":\"add\",\"args\":[\"caf\u{E9} 😀\"]}",
        ])
        #expect(outcome.error == nil)
        #expect(outcome.titles == ["a\nb é中 😀 \"q\" \\ / \t", "café 😀"])
    }

    @Test func theLastOfDuplicateKeysWins() {
        let outcome = replay([
            header,
            #"{"seq":7,"seq":1,"action":"remove","action":"add","args":[1],"args":["a"]}"#,
        ])
        #expect(outcome.error == nil)
        #expect(outcome.titles == ["a"])
    }

    @Test func unknownKeysAreCheckedAndIgnored() {
        let outcome = replay([
            header,
            #"{"seq":1,"x":{"y":[1,-2.5e3,0,null,true,false,{"z":"\"]}"}]},"action":"add","args":["a"],"w":{}}"#,
            #"{"seq":2,"action":"add","args":["b"],"at":"2026-11-29T21:00:00.000Z","note":[[]]}"#,
        ])
        #expect(outcome.error == nil)
        #expect(outcome.titles == ["a", "b"])
    }

    @Test(arguments: [
        #"{"seq":1,"action":"add","args":["a"],"x":[1,]}"#,
        #"{"seq":1,"action":"add","args":["a"],"x":01}"#,
        #"{"seq":1,"action":"add","args":["a"],"x":1e400}"#,
        #"{"seq":1,"action":"add","args":["a"],"x":"\ud83d"}"#,
        #"{"seq":1,"action":"add","args":["a"],"x":tru}"#,
        #"{"seq":1,"action":"add","args":["a"],}"#,
        #"{"seq":1,"action":"add","args":["a"]} x"#,
        #"{"seq":1,"action":"add","args":["a"]}}"#,
        #"{"seq":1 "action":"add","args":["a"]}"#,
        #"{"seq":1,"action":"add","args":["a\x"]}"#,
        "{\"seq\":1,\"action\":\"add\",\"args\":[\"tab\there\"]}",
        #"{"seq":1,"action":"add","args":["a"],"x":92233720368547758070e999}"#,
        #"{seq:1,"action":"add","args":["a"]}"#,
    ])
    func anInvalidValueAnywhereMakesTheLineNotJSON(line: String) {
        let outcome = replay([header, line])
        #expect(outcome.error == "2: not JSON: each line must be one JSON object")
        #expect(outcome.titles == [])
    }

    @Test func invalidUTF8IsNotJSON() {
        let log = TemporaryLog()
        var bytes = Array((header + "\n" + #"{"seq":1,"action":"add","args":[""#).utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"]}\n".utf8)
        _ = FileManager.default.createFile(atPath: log.path, contents: Data(bytes))
        let error = #expect(throws: ActionLogError.self) {
            try ActionLogReplayer(registry: .todos).replay(log.path, into: ToDoStore())
        }
        #expect(error?.description == "\(log.path):2: not JSON: each line must be one JSON object")
    }

    @Test func nestingUpToTheLimitIsRead() {
        let limit = 256
        let deepest = String(repeating: "[", count: limit - 1) + String(repeating: "]", count: limit - 1)
        let tooDeep = "[" + deepest + "]"
        #expect(replay([header, #"{"seq":1,"action":"add","args":["a"],"x":\#(deepest)}"#]).error == nil)
        #expect(
            replay([header, #"{"seq":1,"action":"add","args":["a"],"x":\#(tooDeep)}"#]).error
                == "2: not JSON: each line must be one JSON object")
    }

    @Test func anEmptyLineAndLinesThatAreNotObjects() {
        #expect(replay([header, ""]).error == nil, "empty lines at the end end the log, as an editor leaves them")
        #expect(replay([header, "", ""]).error == nil)
        #expect(
            replay([header, "", "", #"{"seq":1,"action":"add","args":["a"]}"#]).error
                == "2: not JSON: the line is empty")
        #expect(replay([header, "  "]).error == "2: not JSON: each line must be one JSON object")
        #expect(replay([header, " 42 "]).error == "2: not a JSON object: each line must be one JSON object, found 42")
        #expect(
            replay([header, #""a\u00e9""#]).error
                == "2: not a JSON object: each line must be one JSON object, found \"aé\"")
    }

    @Test func numbersThatAreNotIntegersAreNotASeq() {
        #expect(
            replay([header, #"{"seq":1.0,"action":"add","args":["a"]}"#]).error
                == "2: malformed action line: \"seq\" must be an integer, found 1.0")
        #expect(
            replay([header, #"{"seq":1e0,"action":"add","args":["a"]}"#]).error
                == "2: malformed action line: \"seq\" must be an integer, found 1.0")
        #expect(
            replay([header, #"{"seq":92233720368547758070,"action":"add","args":["a"]}"#]).error
                == "2: malformed action line: \"seq\" must be an integer, found 9.223372036854776e+19")
        #expect(
            replay([header, #"{"seq":null,"action":"add","args":["a"]}"#]).error
                == "2: malformed action line: \"seq\" must be an integer, found null")
        #expect(
            replay([header, #"{"seq":-0,"action":"add","args":["a"]}"#]).error
                == "2: seq 0 out of order: expected 1")
        #expect(
            replay([header, #"{"seq":-9223372036854775808,"action":"add","args":["a"]}"#]).error
                == "2: seq -9223372036854775808 out of order: expected 1")
        #expect(
            replay([header, #"{"seq":9223372036854775807,"action":"add","args":["a"]}"#]).error
                == "2: seq 9223372036854775807 out of order: expected 1")
    }

    @Test func fieldsOfTheWrongType() {
        #expect(
            replay([header, #"{"seq":1,"action":7,"args":[]}"#]).error
                == "2: malformed action line: \"action\" must be a string, found 7")
        #expect(
            replay([header, #"{"seq":1,"action":"add","args":"a"}"#]).error
                == "2: malformed action line: \"args\" must be an array, found \"a\"")
        #expect(
            replay([header, #"{"seq":1,"action":"add","args":{"b":[true],"a":1}}"#]).error
                == "2: malformed action line: \"args\" must be an array, found {\"a\":1,\"b\":[true]}")
        #expect(
            replay([header, #"{"seq":1,"action":"add","args":["a"],"at":5}"#]).error
                == "2: malformed action line: \"at\" must be a string, found 5")
        #expect(
            replay([header, #"{"action":"add","args":["a"]}"#]).error == "2: malformed action line: missing \"seq\"")
        #expect(replay([header, #"{"seq":1,"args":["a"]}"#]).error == "2: malformed action line: missing \"action\"")
    }

    @Test func theOrderOfChecksOnOneLine() {
        // An unknown action is reported before a missing "args"; the argument count before a bad "at".
        #expect(
            replay([header, #"{"seq":1,"action":"nope"}"#]).error
                == "2: unknown action \"nope\": not registered for ToDoStore")
        #expect(
            replay([header, #"{"seq":1,"action":"add","args":[],"at":1}"#]).error
                == "2: malformed action line: \"at\" must be a string, found 1")
        #expect(
            replay([header, #"{"seq":2,"action":7}"#]).error == "2: seq 2 out of order: expected 1")
        #expect(
            replay([header, #"{"seq":1,"action":"nope","unrecorded":42}"#]).error
                == "2: action \"nope\" was not recorded (42): the log cannot be replayed past this line")
    }

    @Test func actionNamesAreMatchedExactly() {
        #expect(
            replay([header, #"{"seq":1,"action":"fr\u006fb","args":[]}"#]).error
                == "2: unknown action \"frob\": not registered for ToDoStore")
        #expect(
            replay([header, #"{"seq":1,"action":"\u00e4dd","args":[]}"#]).error
                == "2: unknown action \"ädd\": not registered for ToDoStore")
        #expect(
            replay([header, #"{"seq":1,"action":"Add","args":[]}"#]).error
                == "2: unknown action \"Add\": not registered for ToDoStore")
        #expect(
            replay([header, #"{"seq":1,"action":"ad","args":[]}"#]).error
                == "2: unknown action \"ad\": not registered for ToDoStore")
        #expect(
            replay([header, #"{"seq":1,"action":"","args":[]}"#]).error
                == "2: unknown action \"\": not registered for ToDoStore")
    }

    @Test func argumentsOfTheWrongType() {
        let add = #"{"seq":1,"action":"add","args":["a"]}"#
        #expect(
            replay([header, add, #"{"seq":2,"action":"remove","args":["1"]}"#]).error
                == "3: wrong argument type for \"remove\": argument 1 should be Int, found \"1\"")
        #expect(
            replay([header, add, #"{"seq":2,"action":"remove","args":[true]}"#]).error
                == "3: wrong argument type for \"remove\": argument 1 should be Int, found true")
        #expect(
            replay([header, add, #"{"seq":2,"action":"remove","args":[null]}"#]).error
                == "3: wrong argument type for \"remove\": argument 1 should be Int, found null")
        #expect(
            replay([header, add, #"{"seq":2,"action":"remove","args":[92233720368547758070]}"#]).error
                == "3: wrong argument type for \"remove\": argument 1 should be Int, found 9.223372036854776e+19")
        #expect(
            replay([header, add, #"{"seq":2,"action":"add","args":[1]}"#]).error
                == "3: wrong argument type for \"add\": argument 1 should be String, found 1")
        #expect(
            replay([header, add, #"{"seq":2,"action":"edit","args":["x","y"]}"#]).error
                == "3: wrong argument type for \"edit\": argument 1 should be Int, found \"x\"")
    }

    @Test func theArgumentCountIsReportedBeforeTheirTypes() {
        let add = #"{"seq":1,"action":"add","args":["a"]}"#
        #expect(
            replay([header, add, #"{"seq":2,"action":"edit","args":[1]}"#]).error
                == "3: wrong argument count for \"edit\": expected 2, found 1")
        #expect(
            replay([header, add, #"{"seq":2,"action":"edit","args":["x"]}"#]).error
                == "3: wrong argument count for \"edit\": expected 2, found 1")
        #expect(
            replay([header, add, #"{"seq":2,"action":"add","args":[1,2]}"#]).error
                == "3: wrong argument count for \"add\": expected 1, found 2")
        #expect(
            replay([header, add, #"{"seq":2,"action":"edit","args":[1,"x",true]}"#]).error
                == "3: wrong argument count for \"edit\": expected 2, found 3")
        #expect(
            replay([header, add, #"{"seq":2,"action":"touch","args":[1]}"#]).error
                == "3: wrong argument count for \"touch\": expected 0, found 1")
        #expect(replay([header, add, #"{"seq":2,"action":"touch","args":[ ]}"#]).error == nil)
    }

    @Test func theArgumentCountOfUndoneAndAsynchronousActionsIsChecked() async {
        let log = TemporaryLog(
            contents: [
                header,
                #"{"seq":1,"action":"add","args":["a"]}"#,
                #"{"seq":2,"action":"add","args":[]}"#,
                #"{"position":1}"#,
            ].map { $0 + "\n" }.joined()
        )
        let reason = "wrong argument count for \"add\": expected 1, found 0"
        let expected = ActionLogError(
            kind: .wrongArgumentCount, file: log.path, line: 3, reason: reason, actionsApplied: 1)
        #expect(throws: expected) { try ActionLogReplayer(registry: .todos).replay(log.path, into: ToDoStore()) }
        await #expect(throws: expected) {
            try await ActionLogReplayer(registry: .todos).replay(log.path, into: ToDoStore())
        }
        let importing = TemporaryLog(
            contents: [header, #"{"seq":1,"action":"importTitles","args":[["a"],["b"]]}"#].map { $0 + "\n" }.joined()
        )
        await #expect(
            throws: ActionLogError(
                kind: .wrongArgumentCount, file: importing.path, line: 2,
                reason: "wrong argument count for \"importTitles\": expected 1, found 2")
        ) {
            try await ActionLogReplayer(registry: .todos).replay(importing.path, into: ToDoStore())
        }
    }

    @Test func anEscapedActionNameIsReportedDecoded() {
        #expect(
            replay([header, #"{"seq":1,"action":"\u0061dd","args":[1]}"#]).error
                == "2: wrong argument type for \"add\": argument 1 should be String, found 1")
        #expect(
            replay([header, #"{"seq":1,"action":"\u0061dd","args":[]}"#]).error
                == "2: wrong argument count for \"add\": expected 1, found 0")
    }

    @Test func argumentsTakenAsTheyAreWritten() {
        let outcome = replay([
            header,
            #"{"seq":1,"action":"add","args":["a"]}"#,
            #"{"seq":2,"action":"add","args":["b"]}"#,
            #"{"seq":3,"action":"remove","args":[ -0 ]}"#,
            #"{"seq":4,"action":"remove","args":[1.0]}"#,
            #"{"seq":5,"action":"edit","args":[2,"B\u0021"]}"#,
            #"{"seq":6,"action":"addAll","args":[["c","d\u00e9"]],"effects":[[{"action":"add","args":["c"]},"#
                + #"{"action":"add","args":["d\u00e9"]}]]}"#,
        ])
        #expect(outcome.error == nil)
        #expect(outcome.titles == ["B!", "c", "dé"])
    }

    @Test func contentsKeepEachArgumentAsCompactJSON() throws {
        let log = TemporaryLog(
            contents: [
                header,
                #"{"seq":1,"action":"add","args":[ "a\"b\u00e9\/" ]}"#,
                #"{"seq":2,"action":"edit","args":[1 , "x"],"at":"2026-11-29T21:00:00.000Z"}"#,
                #"{"seq":3,"action":"addAll","args":[["c", "d"]]}"#,
                #"{"seq":4,"action":"remove","args":[2e0]}"#,
                #"{"position":3}"#,
            ].map { $0 + "\n" }.joined()
        )
        let contents = try ActionLogReplayer(registry: .todos).contents(of: log.path, for: ToDoStore())
        #expect(
            contents.entries == [
                ActionLogEntry(seq: 1, action: "add", arguments: [#""a\"bé/""#]),
                ActionLogEntry(seq: 2, action: "edit", arguments: ["1", #""x""#]),
                ActionLogEntry(seq: 3, action: "addAll", arguments: [#"["c","d"]"#]),
                ActionLogEntry(seq: 4, action: "remove", arguments: ["2.0"]),
            ])
        #expect(contents.position == 3)
    }

    @Test func positionLinesAreReadTheSameWay() {
        let add = #"{"seq":1,"action":"add","args":["a"]}"#
        #expect(replay([header, add, #" { "p\u006fsition" : 0 , "at" : "2026" } "#]).titles == [])
        #expect(
            replay([header, add, #"{"position":1.0}"#]).error
                == "3: malformed position line: \"position\" must be an integer, found 1.0")
        #expect(
            replay([header, add, #"{"position":1,"at":[]}"#]).error
                == "3: malformed position line: \"at\" must be a string, found []")
        #expect(
            replay([header, add, #"{"position":2}"#]).error
                == "3: position 2 is out of range: the lines before it hold 1 action")
        #expect(
            replay([header, add, #"{"position":null,"seq":2,"action":"add","args":["b"]}"#]).titles == ["a", "b"])
    }
}
