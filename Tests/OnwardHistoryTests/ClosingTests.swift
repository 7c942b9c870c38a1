import Foundation
import Onward
import TestGate
import Testing

/// What ``StoreHistory/close()`` leaves: the log with every action the store ended, its files let go.
@MainActor @Suite struct ClosingTests {
    /// An asynchronous action that runs when the history closes is recorded when it ends: its line
    /// is written then, and the log let go of, so the log reopens with it.
    @Test func anActionRunningWhenTheHistoryClosesIsInTheLogOnceItEnds() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gate = Gate()
        let (counter, history, notices) = try await DispatchOrderTests.open(
            path, with: CounterInteractor.setThenWait(at: gate))
        counter.dispatch(\.add, 1)
        let running = Task { await counter.dispatch(CounterInteractor.setThenWait(at: gate), 11) }
        await gate.reached()
        history.close()
        // The log is still the history's until the action's line is in it.
        await #expect(throws: HistoryOpenError.self) { try await StoreHistory.open(path, recording: Counter()) }
        gate.open()
        await running.value
        #expect(counter.count == 11)
        #expect(history.savedEverything)
        #expect(notices.all.isEmpty)
        counter.dispatch(\.add, 5)  // after the closing: not recorded
        #expect(try await DispatchOrderTests.reopened(path).count == 11)
    }

    /// A history in memory keeps its log in a scratch file: closing it removes the file, so a
    /// program that keeps the history in a global, never deinitialized, leaves none behind. The
    /// history is still held when the file is looked for.
    @Test func aScratchLogIsRemovedWhenItsHistoryCloses() async throws {
        let counter = Counter()
        let history = try await StoreHistory.inMemory(recording: counter)
        counter.dispatch(\.add, 1)
        try await history.travel(to: 0)
        #expect(FileManager.default.fileExists(atPath: history.path))
        history.close()
        withExtendedLifetime(history) {
            #expect(!FileManager.default.fileExists(atPath: history.path))
        }
    }

    /// A log another program wrote to, found by the check that closing makes before its snapshot:
    /// the notice says the history closed without one, not that the store goes on in memory.
    @Test func aLogChangedBeforeTheHistoryClosesIsSaidToCloseWithoutASnapshot() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let opened = try await Opened(path)
        opened.counter.dispatch(\.add, 1)
        let other = try #require(FileHandle(forWritingAtPath: path))
        try other.seekToEnd()
        try other.write(contentsOf: Data(#"{"seq":2,"action":"add","args":[2]}"#.utf8 + [UInt8(ascii: "\n")]))
        try other.close()
        opened.history.close()
        #expect(
            opened.notices.map { "\($0)" } == [
                "\(path): another program appended to it during this session; recording stopped; "
                    + "the history closed without a snapshot"
            ])
        #expect(!folder.names.contains("c.jsonl.snapshot"))
    }

    /// A history closed while an undo awaits a replayed asynchronous action closes once the undo
    /// has ended: the undo is in the log, and nothing of the history stays on the store.
    @Test func aHistoryClosedDuringAMoveClosesWhenTheMoveEnds() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gates = Gates()
        gates.current.open()
        let registry = DispatchOrderTests.registry(with: CounterInteractor.addAfter(gates))
        let (counter, history, notices) = try await DispatchOrderTests.open(
            path, with: CounterInteractor.addAfter(gates))
        await counter.dispatch(CounterInteractor.addAfter(gates), 3)
        counter.dispatch(\.add, 1)
        gates.current = Gate()
        let moving = Task { try await history.travel(to: 1) }
        await gates.current.reached()
        await #expect(
            throws: HistoryError.cannotRecord(
                folder.file("copy.jsonl"),
                reason: "its history is moving to another action (an undo, a redo or a jump); start it once moved")
        ) {
            try history.startRecording(to: folder.file("copy.jsonl"))
        }
        history.close()
        gates.current.open()
        try await moving.value
        #expect(counter.count == 3)
        #expect(notices.all.isEmpty)
        #expect(!counter.dispatchObservers.hasObservers(besides: []))
        counter.dispatch(\.add, 100)  // after the closing: not recorded
        #expect(try await DispatchOrderTests.reopened(path, registry).count == 3)
    }
}
