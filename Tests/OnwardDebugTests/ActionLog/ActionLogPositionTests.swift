import Foundation
import OnwardCore
import OnwardDebug
import Testing

@testable import OnwardHistory

/// Appending to a log, and undo and redo as position lines: written by the recorder, honored by
/// the replayer, checked line by line.
@Suite struct ActionLogPositionTests {
    private let header = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"#
    private let replayer = ActionLogReplayer(registry: .todos)

    /// A log of `adds` actions adding "a", "b", ..., and its recorder, still open.
    private func recorded(_ adds: [String], to log: TemporaryLog) throws -> (ToDoStore, ActionLogRecorder<ToDoStore>) {
        let store = ToDoStore()
        let recorder = try ActionLogRecorder(path: log.path, registry: .todos)
        store.dispatchObservers.add(recorder)
        for title in adds { store.dispatch(\.add, title) }
        return (store, recorder)
    }

    private func lines(_ actions: String...) -> String {
        lines(actions)
    }

    private func lines(_ actions: [String]) -> String {
        ([header] + actions).joined(separator: "\n") + "\n"
    }

    @Test func appendingGoesOnNumberingFromTheLastAction() throws {
        let log = TemporaryLog()
        let (_, first) = try recorded(["a", "b"], to: log)
        first.close()
        let store = ToDoStore()
        let recorder = try ActionLogRecorder(appendingTo: log.path, registry: .todos)
        #expect(recorder.actionCount == 2 && recorder.position == 2 && recorder.undoneCount == 0)
        store.dispatchObservers.add(recorder)
        store.dispatch(\.add, "c")
        #expect(
            log.contents
                == lines(
                    #"{"seq":1,"action":"add","args":["a"]}"#, #"{"seq":2,"action":"add","args":["b"]}"#,
                    #"{"seq":3,"action":"add","args":["c"]}"#))
    }

    @Test func appendingToAMissingOrEmptyFileStartsALog() throws {
        let missing = TemporaryLog()
        let empty = TemporaryLog(contents: "")
        for log in [missing, empty] {
            let store = ToDoStore()
            let recorder = try ActionLogRecorder(appendingTo: log.path, registry: .todos)
            store.dispatchObservers.add(recorder)
            store.dispatch(\.add, "a")
            #expect(log.contents == lines(#"{"seq":1,"action":"add","args":["a"]}"#))
        }
    }

    @Test func appendingGivesAMissingLastNewline() throws {
        let log = TemporaryLog(contents: header + "\n" + #"{"seq":1,"action":"add","args":["a"]}"#)
        let store = ToDoStore()
        store.dispatchObservers.add(try ActionLogRecorder(appendingTo: log.path, registry: .todos))
        store.dispatch(\.add, "b")
        #expect(
            log.contents
                == lines(#"{"seq":1,"action":"add","args":["a"]}"#, #"{"seq":2,"action":"add","args":["b"]}"#))
    }

    /// A log that begins with a UTF-8 byte-order mark, as some editors save it: the recorder goes
    /// on after its last line, header alone or actions too, and keeps the mark; an undo and a new
    /// action cut the file at the right byte, and the log replays.
    @Test(arguments: [0, 2])
    func appendingToALogThatBeginsWithAByteOrderMark(actions: Int) throws {
        let mark = "\u{FEFF}"
        let added = ["a", "b"].prefix(actions).enumerated().map { index, title in
            #"{"seq":\#(index + 1),"action":"add","args":["\#(title)"]}"#
        }
        let log = TemporaryLog(contents: mark + ([header] + added).joined(separator: "\n") + "\n")
        let store = ToDoStore()
        let recorder = try ActionLogRecorder(appendingTo: log.path, registry: .todos)
        #expect(recorder.actionCount == actions && recorder.position == actions)
        store.dispatchObservers.add(recorder)
        store.dispatch(\.add, "c")
        store.dispatch(\.add, "d")
        try recorder.move(to: actions + 1)
        store.dispatch(\.add, "e")
        recorder.close()
        let expected =
            added + [
                #"{"seq":\#(actions + 1),"action":"add","args":["c"]}"#,
                #"{"seq":\#(actions + 2),"action":"add","args":["e"]}"#,
            ]
        #expect(log.contents == mark + lines(expected))
        let replay = try replayer.replay(log.path, into: ToDoStore())
        #expect(replay.actionsApplied == actions + 2 && replay.actionCount == actions + 2)
    }

    /// Logs the recorder refuses to append to, and the error.
    static let refusedLogs: [(log: String, kind: ActionLogError.Kind, line: Int, reason: String)] = [
        (
            #"{"format":"onward-action-log","version":2,"store":"Counter"}"# + "\n", .wrongStore, 1,
            #"the log is for store "Counter", not "ToDoStore""#
        ),
        (
            "not a log\n", .missingHeader, 1,
            #"missing header: the first line must be {"format":"onward-action-log","version":2,"store":"ToDoStore"}"#
        ),
        (
            #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"# + "\n" + #"{"seq":1,"act"#,
            .tornFinalLine, 0,
            "torn final line (no trailing newline): replay the log to keep its complete lines, and cut the torn "
                + "one, before appending"
        ),
        (
            #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"# + "\n" + #"{"position":1}"# + "\n",
            .positionOutOfRange, 0, "the last position, 1, is past the last action, 0"
        ),
    ]

    @Test(arguments: refusedLogs)
    func appendingRefusesALogItCannotGoOnWith(log text: String, kind: ActionLogError.Kind, line: Int, reason: String) {
        let log = TemporaryLog(contents: text)
        #expect(throws: ActionLogError(kind: kind, file: log.path, line: line, reason: reason)) {
            try ActionLogRecorder<ToDoStore>(appendingTo: log.path, registry: .todos)
        }
        #expect(log.contents == text)
    }

    @Test func moveWritesAPositionLineAndReplayStopsThere() throws {
        let log = TemporaryLog()
        let (_, recorder) = try recorded(["a", "b", "c"], to: log)
        try recorder.move(to: 1)
        #expect(recorder.position == 1 && recorder.actionCount == 3 && recorder.undoneCount == 2)
        #expect(log.contents.hasSuffix(#"{"seq":3,"action":"add","args":["c"]}"# + "\n" + #"{"position":1}"# + "\n"))
        recorder.close()
        let replayed = ToDoStore()
        let replay = try replayer.replay(log.path, into: replayed)
        let expected = ToDoStore()
        expected.dispatch(\.add, "a")
        #expect(replay.actionsApplied == 1)
        #expect(replay.actionCount == 3)
        #expect(replay.undoneCount == 2)
        #expect(StateSnapshot(of: replayed).canonicalHash == StateSnapshot(of: expected).canonicalHash)
    }

    @Test func aLimitReplaysUndoneActionsToo() throws {
        let log = TemporaryLog()
        let (live, recorder) = try recorded(["a", "b", "c"], to: log)
        try recorder.move(to: 0)
        recorder.close()
        let replayed = ToDoStore()
        let replay = try replayer.replay(log.path, into: replayed, stoppingAfter: 3)
        #expect(replay.actionsApplied == 3)
        #expect(StateSnapshot(of: replayed).canonicalHash == StateSnapshot(of: live).canonicalHash)
        #expect(try replayer.replay(log.path, into: ToDoStore()).actionsApplied == 0)
    }

    @Test func aNewActionAfterAnUndoDropsTheUndoneActions() throws {
        let log = TemporaryLog()
        let (store, recorder) = try recorded(["a", "b", "c"], to: log)
        try recorder.move(to: 2)
        try recorder.move(to: 1)
        store.dispatch(\.add, "d")
        #expect(
            log.contents
                == lines(#"{"seq":1,"action":"add","args":["a"]}"#, #"{"seq":2,"action":"add","args":["d"]}"#))
        #expect(recorder.actionCount == 2 && recorder.position == 2 && recorder.droppedCount == 2)
    }

    @Test func aNewActionAfterARedoToTheEndDropsOnlyThePositionLines() throws {
        let log = TemporaryLog()
        let (store, recorder) = try recorded(["a", "b"], to: log)
        try recorder.move(to: 1)
        try recorder.move(to: 2)
        store.dispatch(\.add, "c")
        #expect(
            log.contents
                == lines(
                    #"{"seq":1,"action":"add","args":["a"]}"#, #"{"seq":2,"action":"add","args":["b"]}"#,
                    #"{"seq":3,"action":"add","args":["c"]}"#))
        #expect(recorder.droppedCount == 0)
    }

    @Test func appendingOpensAtTheLogsPosition() throws {
        let log = TemporaryLog()
        let (_, first) = try recorded(["a", "b", "c"], to: log)
        try first.move(to: 1)
        first.close()
        let store = ToDoStore()
        let recorder = try ActionLogRecorder(appendingTo: log.path, registry: .todos)
        #expect(recorder.actionCount == 3 && recorder.position == 1 && recorder.undoneCount == 2)
        store.dispatchObservers.add(recorder)
        store.dispatch(\.add, "z")
        #expect(
            log.contents
                == lines(#"{"seq":1,"action":"add","args":["a"]}"#, #"{"seq":2,"action":"add","args":["z"]}"#))
    }

    @Test func positionsAreTimestampedLikeActions() throws {
        let log = TemporaryLog()
        let recorder = try ActionLogRecorder<ToDoStore>(
            path: log.path, registry: .todos, timestamps: .custom { Date(timeIntervalSince1970: 0) })
        try recorder.move(to: 0)
        #expect(log.contents == lines(#"{"position":0,"at":"1970-01-01T00:00:00.000Z"}"#))
    }

    @Test func aPositionOutOfRangeIsRefused() throws {
        let log = TemporaryLog()
        let (_, recorder) = try recorded(["a"], to: log)
        #expect(
            throws: ActionLogError(
                kind: .positionOutOfRange, file: log.path, line: 0,
                reason: "position 2 is out of range: the log holds 1 actions")
        ) {
            try recorder.move(to: 2)
        }
        recorder.close()
        #expect(throws: ActionLogError.self) { try recorder.move(to: 0) }
    }

    /// Logs with bad position lines, the line a replay stops at, and why.
    static let badPositions: [(lines: [String], kind: ActionLogError.Kind, line: Int, reason: String)] = [
        (
            [#"{"seq":1,"action":"add","args":["a"]}"#, #"{"position":2}"#], .positionOutOfRange, 3,
            "position 2 is out of range: the lines before it hold 1 action"
        ),
        (
            [#"{"seq":1,"action":"add","args":["a"]}"#, #"{"position":-1}"#], .positionOutOfRange, 3,
            "position -1 is out of range: the lines before it hold 1 action"
        ),
        (
            [#"{"seq":1,"action":"add","args":["a"]}"#, #"{"position":"1"}"#], .malformedLine, 3,
            #"malformed position line: "position" must be an integer, found "1""#
        ),
        (
            [#"{"seq":1,"action":"add","args":["a"]}"#, #"{"position":0}"#, #"{"seq":2,"action":"add","args":["b"]}"#],
            .actionAfterPosition, 4,
            "action line after position 0: undone actions and position lines must be removed before a new "
                + "action is written"
        ),
    ]

    @Test(arguments: badPositions)
    func badPositionLinesAreReportedWithTheirLine(
        lines actions: [String], kind: ActionLogError.Kind, line: Int, reason: String
    ) {
        let log = TemporaryLog(contents: ([header] + actions).joined(separator: "\n") + "\n")
        #expect(throws: ActionLogError(kind: kind, file: log.path, line: line, reason: reason, actionsApplied: 1)) {
            try replayer.replay(log.path, into: ToDoStore())
        }
    }

    @Test func aTornLineAfterAPositionKeepsThePosition() {
        let log = TemporaryLog(
            contents: lines(
                #"{"seq":1,"action":"add","args":["a"]}"#, #"{"seq":2,"action":"add","args":["b"]}"#,
                #"{"position":1}"#) + #"{"posi"#)
        let store = ToDoStore()
        #expect {
            try replayer.replay(log.path, into: store)
        } throws: { error in
            (error as? ActionLogError)?.kind == .tornFinalLine && (error as? ActionLogError)?.actionsApplied == 1
        }
        #expect(store.todos.map(\.title) == ["a"])
    }

    @Test func contentsListsTheActionsAndThePositionOfALogBeingRecorded() throws {
        let log = TemporaryLog()
        let (store, recorder) = try recorded(["a"], to: log)
        store.dispatch(\.edit, 1, "b \"quoted\"")
        store.dispatch(\.touch)
        try recorder.move(to: 2)
        let contents = try replayer.contents(of: log.path, for: ToDoStore())
        #expect(
            contents.entries == [
                ActionLogEntry(seq: 1, action: "add", arguments: [#""a""#]),
                ActionLogEntry(seq: 2, action: "edit", arguments: ["1", #""b \"quoted\"""#]),
                ActionLogEntry(seq: 3, action: "touch", arguments: []),
            ])
        #expect(contents.position == 2 && contents.undoneCount == 1)
        #expect(throws: ActionLogError.self) { try replayer.replay(log.path, into: ToDoStore()) }
    }
}
