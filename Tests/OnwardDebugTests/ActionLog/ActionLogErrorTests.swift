import Foundation
import OnwardCore
import OnwardDebug
import Testing

@testable import OnwardHistory

/// One test per kind of bad log, each with the exact error.
@Suite struct ActionLogErrorTests {
    private let header = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"#

    /// What a replay of a bad log did: the error, the store as left, and the log's path.
    private typealias Outcome = (error: ActionLogError?, store: ToDoStore, path: String)

    /// Replays `lines`, each followed by a newline, then `torn` without one, into a new store.
    private func replay(_ lines: [String], torn: String? = nil) -> Outcome {
        let log = TemporaryLog(contents: lines.map { $0 + "\n" }.joined() + (torn ?? ""))
        let store = ToDoStore()
        do {
            _ = try ActionLogReplayer(registry: .todos).replay(log.path, into: store)
            return (nil, store, log.path)
        } catch {
            return (error, store, log.path)
        }
    }

    @Test func aLineThatIsNotJSON() {
        let (error, store, path) = replay([header, #"{"seq":1,"action":"add","args":["a"]}"#, "add b", "{}"])
        #expect(error?.description == "\(path):3: not JSON: each line must be one JSON object")
        #expect(error?.kind == .notJSON)
        #expect(error?.actionsApplied == 1)
        #expect(store.todos.map(\.title) == ["a"])
    }

    @Test func aLineThatIsJSONButNotAnObject() {
        let (error, _, path) = replay([header, #"["add","a"]"#])
        #expect(
            error?.description
                == "\(path):2: not a JSON object: each line must be one JSON object, found [\"add\",\"a\"]")
        #expect(error?.kind == .notJSON)
    }

    @Test func aMissingHeader() {
        let (error, _, path) = replay([#"{"seq":1,"action":"add","args":["a"]}"#])
        #expect(error?.description == "\(path):1: missing header: the first line must be \(header)")
        #expect(error?.kind == .missingHeader)
    }

    @Test func anEmptyLog() {
        let (error, _, path) = replay([])
        #expect(error?.description == "\(path): missing header: the log is empty")
        #expect(error?.kind == .missingHeader)
    }

    @Test func aHeaderOfAnotherFormat() {
        let (error, _, path) = replay([#"{"format":"redux-log","version":2,"store":"ToDoStore"}"#])
        #expect(
            error?.description == "\(path):1: missing header: \"format\" is \"redux-log\", not \"onward-action-log\"")
    }

    @Test func anUnknownFormatVersion() {
        let (error, _, path) = replay([#"{"format":"onward-action-log","version":3,"store":"ToDoStore"}"#])
        #expect(error?.description == "\(path):1: unknown format version 3: this build reads versions 1 to 2")
        #expect(error?.kind == .unsupportedVersion)
    }

    @Test func aLogOfAnotherStoreType() {
        let (error, _, path) = replay([#"{"format":"onward-action-log","version":2,"store":"Counter"}"#])
        #expect(error?.description == "\(path):1: the log is for store \"Counter\", not \"ToDoStore\"")
        #expect(error?.kind == .wrongStore)
    }

    @Test func anUnknownAction() {
        let (error, store, path) = replay([
            header, #"{"seq":1,"action":"add","args":["a"]}"#, #"{"seq":2,"action":"frobnicate","args":[]}"#,
        ])
        #expect(error?.description == "\(path):3: unknown action \"frobnicate\": not registered for ToDoStore")
        #expect(error?.kind == .unknownAction)
        #expect(store.todos.count == 1)
    }

    @Test func theWrongArgumentCount() {
        let (error, _, path) = replay([header, #"{"seq":1,"action":"add","args":["a","b"]}"#])
        #expect(error?.description == "\(path):2: wrong argument count for \"add\": expected 1, found 2")
        #expect(error?.kind == .wrongArgumentCount)
    }

    @Test func theWrongArgumentType() {
        let (error, _, path) = replay([header, #"{"seq":1,"action":"edit","args":[1,42]}"#])
        #expect(
            error?.description == "\(path):2: wrong argument type for \"edit\": argument 2 should be String, found 42")
        #expect(error?.kind == .wrongArgumentType)
    }

    @Test func aNestedArgumentOfTheWrongType() {
        let (error, _, path) = replay([header, #"{"seq":1,"action":"addAll","args":[["a",true]]}"#])
        #expect(
            error?.description
                == "\(path):2: wrong argument type for \"addAll\": argument 1 should be Array<String>, found [\"a\",true]"
        )
    }

    @Test func aSeqOutOfOrder() {
        let (error, store, path) = replay([
            header, #"{"seq":1,"action":"add","args":["a"]}"#, #"{"seq":3,"action":"add","args":["b"]}"#,
        ])
        #expect(error?.description == "\(path):3: seq 3 out of order: expected 2")
        #expect(error?.kind == .seqOutOfOrder)
        #expect(store.todos.map(\.title) == ["a"])
    }

    @Test func aMissingField() {
        let (error, _, path) = replay([header, #"{"seq":1,"action":"add"}"#])
        #expect(error?.description == "\(path):2: malformed action line: missing \"args\"")
        #expect(error?.kind == .malformedLine)
    }

    @Test func aSeqThatIsNotAnInteger() {
        let (error, _, path) = replay([header, #"{"seq":"1","action":"add","args":["a"]}"#])
        #expect(error?.description == "\(path):2: malformed action line: \"seq\" must be an integer, found \"1\"")
    }

    @Test func aTornFinalLineIsToldApartFromCorruption() {
        let (error, store, path) = replay(
            [header, #"{"seq":1,"action":"add","args":["a"]}"#],
            torn: #"{"seq":2,"action":"add","ar"#
        )
        #expect(
            error?.description
                == "\(path):3: torn final line (no trailing newline): the log ends mid-line, "
                + "as a crash while writing leaves it; 1 action was replayed"
        )
        #expect(error?.isTornFinalLine == true)
        #expect(error?.actionsApplied == 1)
        #expect(store.todos.map(\.title) == ["a"])
        let (corrupt, _, _) = replay([
            header, #"{"seq":1,"action":"add","ar"#, #"{"seq":2,"action":"add","args":["b"]}"#,
        ])
        #expect(corrupt?.kind == .notJSON)
        #expect(corrupt?.isTornFinalLine == false)
    }

    @Test func anActionTheRecorderCouldNotRecord() {
        let (error, _, path) = replay([
            header, #"{"seq":1,"action":"reset","unrecorded":"not registered in ActionRegistry<ToDoStore>"}"#,
        ])
        #expect(
            error?.description == "\(path):2: action \"reset\" was not recorded "
                + "(not registered in ActionRegistry<ToDoStore>): the log cannot be replayed past this line"
        )
        #expect(error?.kind == .unrecordedAction)
    }

    @Test func anAsyncActionInASyncReplay() {
        let (error, _, path) = replay([header, #"{"seq":1,"action":"importTitles","args":[["a"]]}"#])
        #expect(
            error?.description
                == "\(path):2: action \"importTitles\" is asynchronous: replay this log with `await replayer.replay(...)`"
        )
        #expect(error?.kind == .asyncAction)
    }

    @Test func aLogThatDoesNotExist() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("onward-missing-\(UUID()).log").path
        #expect(
            throws: ActionLogError(
                kind: .unreadableFile, file: path, line: 0, reason: "cannot open: No such file or directory")
        ) {
            try ActionLogReplayer(registry: .todos).replay(path, into: ToDoStore())
        }
    }

    @Test func aLogThisProcessIsRecordingTo() throws {
        let log = TemporaryLog()
        let recorder = try ActionLogRecorder<ToDoStore>(path: log.path, registry: .todos)
        let error = #expect(throws: ActionLogError.self) {
            try ActionLogReplayer(registry: .todos).replay(log.path, into: ToDoStore())
        }
        #expect(error?.description == "\(log.path): this process is recording to this log; replay a copy of it")
        recorder.close()
        #expect(try ActionLogReplayer(registry: .todos).replay(log.path, into: ToDoStore()).actionsApplied == 0)
    }
}
