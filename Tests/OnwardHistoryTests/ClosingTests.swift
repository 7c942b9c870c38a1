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
            path,
            registry: ActionRegistry<Counter>.storeActions().register(
                CounterInteractor.setThenWait(at: gate), as: "setThenWait"))
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
    /// program that keeps the history in a global, never deinitialized, leaves none behind. Run in
    /// a process of its own (this test bundle, running ``closeAHistoryInMemoryAndExit()``), which
    /// exits without deinitializing the history.
    @Test func aScratchLogIsRemovedWhenItsHistoryCloses() throws {
        let folder = try Folder()
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["--testing-library", "swift-testing", "--filter", "closeAHistoryInMemoryAndExit"]
        child.environment = ProcessInfo.processInfo.environment.merging(
            ["TMPDIR": folder.path, Self.childVariable: "1"]) { $1 }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == Self.childStatus, "the history was opened, used and closed")
        #expect(folder.names == [])
    }

    /// What the process of ``aScratchLogIsRemovedWhenItsHistoryCloses()`` runs.
    nonisolated static let childVariable = "ONWARD_CLOSING_TESTS_CHILD"

    /// The status it exits with once it has closed the history: one no test run exits with.
    static let childStatus: Int32 = 42

    /// The history that ``closeAHistoryInMemoryAndExit()`` keeps, as a program's global would.
    static var kept: StoreHistory<Counter>?

    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
    func closeAHistoryInMemoryAndExit() async throws {
        let counter = Counter()
        Self.kept = try await StoreHistory.inMemory(recording: counter)
        counter.dispatch(\.add, 1)
        try await Self.kept?.travel(to: 0)
        Self.kept?.close()
        exit(Self.childStatus)
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
}
