import Foundation
import OnwardCore
import OnwardDebug
import Testing

@testable import OnwardHistory

/// Replays resumed after a first part of the log that the store's state already holds.
@Suite struct ActionLogResumeTests {
    private let header = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"#
    private let replayer = ActionLogReplayer(registry: .todos)

    /// A log of the header and `lines`, each followed by a newline.
    private func log(_ lines: [String]) -> TemporaryLog {
        TemporaryLog(contents: ([header] + lines).map { $0 + "\n" }.joined())
    }

    /// `add` action lines for `titles`, numbered from `seq`.
    private func adds(_ titles: String..., from seq: Int = 1) -> [String] {
        titles.enumerated().map { #"{"seq":\#(seq + $0.offset),"action":"add","args":["\#($0.element)"]}"# }
    }

    /// The part of a log made of its header and its first `actions` lines, which must be actions.
    private func prefix(of log: TemporaryLog, actions: Int) -> ActionLogPrefix {
        let lines = log.contents.split(separator: "\n", omittingEmptySubsequences: false).prefix(1 + actions)
        return ActionLogPrefix(byteCount: lines.map { $0.utf8.count + 1 }.reduce(0, +), actionCount: actions)
    }

    /// A store in the state after a log's first `actions` actions, as a saved copy would restore it.
    private func store(after actions: Int, of log: TemporaryLog) throws -> ToDoStore {
        let store = ToDoStore()
        _ = try replayer.replay(log.path, into: store, stoppingAfter: actions)
        return store
    }

    /// The error a resumed replay throws, or `nil`.
    private func failure(resuming log: TemporaryLog, after prefix: ActionLogPrefix, into store: ToDoStore)
        -> ActionLogError?
    {
        do {
            _ = try replayer.replay(log.path, into: store, resumingAfter: prefix)
            return nil
        } catch {
            return error
        }
    }

    @Test func aResumedReplayReachesTheStateAndResultOfAFullReplay() async throws {
        let log = TemporaryLog()
        let live = ToDoStore()
        let recorder = try ActionLogRecorder(path: log.path, registry: .todos)
        live.dispatchObservers.add(recorder)
        live.dispatch(\.add, "Buy milk")
        live.dispatch(\.addAll, ["Walk dog", "Call mom"])
        await live.dispatch(\.importTitles, ["Write", "Sleep"])
        live.dispatch(\.toggle, 2)
        live.dispatch(\.remove, 1)
        recorder.close()
        let full = try await replayer.replay(log.path, into: ToDoStore())
        for actions in 0...5 {
            let resumed = ToDoStore()
            _ = try await replayer.replay(log.path, into: resumed, stoppingAfter: actions)
            let replay = try await replayer.replay(
                log.path, into: resumed, resumingAfter: prefix(of: log, actions: actions))
            #expect(replay == full)
            #expect(StateSnapshot(of: resumed) == StateSnapshot(of: live))
        }
    }

    @Test func aLogOfSyncActionsResumesWithoutAwaiting() throws {
        let log = log(adds("a", "b", "c"))
        let store = try store(after: 1, of: log)
        let replay = try replayer.replay(log.path, into: store, resumingAfter: prefix(of: log, actions: 1))
        #expect(replay == (try replayer.replay(log.path, into: ToDoStore())))
        #expect(store.todos.map(\.title) == ["a", "b", "c"])
    }

    /// The synchronous replay takes a prefix and a limit together, as the asynchronous one does:
    /// it stops after the limit, counted from the log's first action.
    @Test func aSynchronousResumedReplayStopsAfterItsLimit() throws {
        let log = log(adds("a", "b", "c", "d"))
        let store = try store(after: 1, of: log)
        let replay = try replayer.replay(
            log.path, into: store, resumingAfter: prefix(of: log, actions: 1), stoppingAfter: 3)
        #expect(replay.actionsApplied == 3)
        #expect(store.todos.map(\.title) == ["a", "b", "c"])
    }

    @Test func resumingAtTheEndReplaysNothing() throws {
        let log = log(adds("a", "b"))
        let store = try store(after: 2, of: log)
        let before = StateSnapshot(of: store)
        let replay = try replayer.replay(log.path, into: store, resumingAfter: prefix(of: log, actions: 2))
        #expect(replay.actionsApplied == 2 && replay.actionCount == 2)
        #expect(StateSnapshot(of: store) == before)
    }

    @Test func aFinalPositionAtOrAfterThePrefixIsHonored() throws {
        let undone = log(adds("a", "b", "c") + [#"{"position":2}"#])
        let undoneStore = try store(after: 2, of: undone)
        let replay = try replayer.replay(undone.path, into: undoneStore, resumingAfter: prefix(of: undone, actions: 2))
        #expect(replay.actionsApplied == 2 && replay.actionCount == 3 && replay.undoneCount == 1)
        #expect(undoneStore.todos.map(\.title) == ["a", "b"])

        let redone = log(adds("a", "b", "c") + [#"{"position":2}"#, #"{"position":3}"#])
        let redoneStore = try store(after: 2, of: redone)
        #expect(
            try replayer.replay(redone.path, into: redoneStore, resumingAfter: prefix(of: redone, actions: 2))
                .actionsApplied == 3)
        #expect(redoneStore.todos.map(\.title) == ["a", "b", "c"])
    }

    @Test func aPositionThatUndoesThePrefixsActionsIsRefused() throws {
        let log = log(adds("a", "b", "c") + [#"{"position":1}"#])
        let store = try store(after: 2, of: log)
        let error = failure(resuming: log, after: prefix(of: log, actions: 2), into: store)
        #expect(error?.kind == .positionOutOfRange)
        #expect(
            error?.description
                == "\(log.path):5: position 1 is out of range: the replay resumed after the first 2 actions, "
                + "which it cannot undo; replay the whole log")
        #expect(error?.actionsApplied == 2)
        #expect(store.todos.map(\.title) == ["a", "b"])
    }

    /// A torn last line after the prefix says how many actions the replay replayed: those after
    /// the prefix, not the prefix's, which the store held (it used to count them as replayed).
    /// Its count of actions applied is still the whole log's.
    @Test func aTornLineAfterThePrefixCountsOnlyTheActionsReplayed() throws {
        let torn = TemporaryLog(
            contents: ([header] + adds("a", "b", "c")).map { $0 + "\n" }.joined() + #"{"seq":4,"act"#)
        let error = failure(resuming: torn, after: prefix(of: torn, actions: 2), into: try store(after: 2, of: torn))
        #expect(error?.kind == .tornFinalLine)
        #expect(
            error?.description
                == "\(torn.path):5: torn final line (no trailing newline): the log ends mid-line, as a crash while "
                + "writing leaves it; 1 action was replayed after the first 2, which the replay resumed after")
        #expect(error?.actionsApplied == 3)
    }

    @Test func actionsAfterThePrefixGoOnNumberingFromIt() throws {
        let skipped = log(adds("a", "b") + adds("d", from: 4))
        let error = failure(
            resuming: skipped, after: prefix(of: skipped, actions: 2), into: try store(after: 2, of: skipped))
        #expect(error?.kind == .seqOutOfOrder)
        #expect(error?.description == "\(skipped.path):4: seq 4 out of order: expected 3")

        let renumbered = log(adds("a", "b") + adds("c"))
        let restarted = failure(
            resuming: renumbered, after: prefix(of: renumbered, actions: 2), into: try store(after: 2, of: renumbered))
        #expect(restarted?.description == "\(renumbered.path):4: seq 1 out of order: expected 3")
        #expect(restarted?.actionsApplied == 2)
    }

    @Test func anErrorsLineCountsThePrefixsLinesAcrossManyChunks() throws {
        let titles = (1...3_000).map { "todo \($0)" }
        let lines = titles.enumerated().map { #"{"seq":\#($0.offset + 1),"action":"add","args":["\#($0.element)"]}"# }
        let log = log(lines + [#"{"seq":3000,"action":"add","args":["again"]}"#])
        let prefix = prefix(of: log, actions: 2_999)
        #expect(prefix.byteCount > 2 * 64 * 1024)
        let error = failure(resuming: log, after: prefix, into: ToDoStore())
        #expect(error?.description == "\(log.path):3002: seq 3000 out of order: expected 3001")
    }

    @Test func aPrefixThatDoesNotEndAtALineBreakIsRefused() throws {
        let log = log(adds("a", "b"))
        let whole = prefix(of: log, actions: 2).byteCount
        let cut = prefix(of: log, actions: 1).byteCount - 1
        let bad: [(ActionLogPrefix, String)] = [
            (
                ActionLogPrefix(byteCount: cut, actionCount: 1),
                "cannot resume after the first \(cut) bytes: they do not end with a line break"
            ),
            (
                ActionLogPrefix(byteCount: 0, actionCount: 0),
                "cannot resume after the first 0 bytes: they do not end with a line break"
            ),
            (
                ActionLogPrefix(byteCount: whole + 1, actionCount: 2),
                "cannot resume after the first \(whole + 1) bytes: the log is only \(whole) bytes long"
            ),
            (
                ActionLogPrefix(byteCount: whole, actionCount: -1),
                "cannot resume after -1 actions: the count cannot be negative"
            ),
        ]
        for (prefix, reason) in bad {
            let store = ToDoStore()
            let error = failure(resuming: log, after: prefix, into: store)
            #expect(error == ActionLogError(kind: .invalidPrefix, file: log.path, line: 0, reason: reason))
            #expect(error?.description == "\(log.path): \(reason)")
            #expect(store.todos.isEmpty)
        }
    }
}
