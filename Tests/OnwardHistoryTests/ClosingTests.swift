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
}
