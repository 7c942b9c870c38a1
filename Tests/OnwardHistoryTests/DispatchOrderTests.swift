import Foundation
import Onward
import TestGate
import Testing

/// The gate an action waits at, which a test can change between a recording and a replay.
@MainActor final class Gates {
    var current = Gate()
}

extension CounterInteractor {
    /// Waits at a gate, then sets the count through a middleware: an action that changes nothing
    /// until it has waited.
    static func waitThenSet(at gate: Gate) -> AsyncAction<Counter, Int> {
        AsyncAction("waitThenSet") { amount in
            AsyncMiddleware { proxy in
                await gate.wait()
                proxy.dispatch(\.countMutator, amount)
            }
        }
    }

    /// Adds once the current gate opens, in a reducer: a replay of it waits there too.
    static func addAfter(_ gates: Gates) -> AsyncAction<Counter, Int> {
        AsyncAction("addAfter") { amount in
            AsyncReducer(get: \.count, set: \.count) { count in
                await gates.current.wait()
                return count + amount
            }
        }
    }
}

/// A dispatch that its line, written when its action ends, could not replay in its place is
/// refused: the log alone gives the state the store had.
@MainActor @Suite struct DispatchOrderTests {
    /// Opens a counter's history on a log whose registry holds the counter's actions and `action`,
    /// under its name, collecting what it reports as text.
    static func open(_ path: String, with action: AsyncAction<Counter, Int>) async throws -> (
        Counter, StoreHistory<Counter>, Notices
    ) {
        let counter = Counter()
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: counter,
            registry: registry(with: action), report: { notices.all.append("\($0)") })
        return (counter, history, notices)
    }

    /// The counter's actions and `action`, under its name, as ``open(_:with:)`` registers them.
    static func registry(with action: AsyncAction<Counter, Int>) -> ActionRegistry<Counter> {
        ActionRegistry<Counter>.storeActions().register(action, as: action.name)
    }

    /// The counter's actions, with those these tests wait in and any others they dispatch.
    static func registry(_ extra: [AsyncAction<Counter, Int>] = []) -> ActionRegistry<Counter> {
        var registry = ActionRegistry<Counter>.storeActions()
            .register(CounterInteractor.setThenWait(at: Gate()), as: "setThenWait")
            .register(CounterInteractor.waitThenSet(at: Gate()), as: "waitThenSet")
        for action in extra { registry = registry.register(action, as: action.name) }
        return registry
    }

    /// Reopens a closed log without its snapshot, so that the log alone gives the state.
    static func reopened(_ path: String, _ registry: ActionRegistry<Counter> = registry()) async throws -> Counter {
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let counter = Counter()
        let history = try await StoreHistory.open(path, recording: counter, registry: registry)
        history.close()
        return counter
    }

    @Test func aDispatchWhileAnAsynchronousActionThatChangedTheStateRunsIsRefused() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gate = Gate()
        let (counter, history, notices) = try await Self.open(path, with: CounterInteractor.setThenWait(at: gate))
        counter.dispatch(\.add, 1)
        let running = Task { await counter.dispatch(CounterInteractor.setThenWait(at: gate), 11) }
        await gate.reached()
        counter.dispatch(\.add, 5)
        #expect(counter.count == 11)
        #expect(
            notices.all == [
                "refused add on Counter while the asynchronous action setThenWait runs: the log, which holds an "
                    + "action when it ends, could not replay them in the order they ran; dispatch it when "
                    + "setThenWait has ended"
            ])
        gate.open()
        await running.value
        counter.dispatch(\.add, 5)
        #expect(counter.count == 16)
        #expect(history.savedEverything)
        history.close()
        #expect(try await Self.reopened(path).count == 16)
    }

    /// One that has changed nothing yet refuses them too: an asynchronous reducer reads the state
    /// before it waits and writes from what it read after, so an `add` let through while it waits
    /// would be overwritten live and replayed before it, and the log would give another count.
    @Test func aDispatchWhileAnAsynchronousActionThatChangedNothingYetRunsIsRefused() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gates = Gates()
        let (counter, history, notices) = try await Self.open(path, with: CounterInteractor.addAfter(gates))
        let running = Task { await counter.dispatch(CounterInteractor.addAfter(gates), 10) }
        await gates.current.reached()
        counter.dispatch(\.add, 5)
        await counter.dispatch(\.addLater, 3)
        #expect(counter.count == 0)
        let refused = notices.all.map { String($0.prefix { $0 != ":" }) }
        #expect(
            refused == [
                "refused add on Counter while the asynchronous action addAfter runs",
                "refused addLater on Counter while the asynchronous action addAfter runs",
            ])
        gates.current.open()
        await running.value
        #expect(counter.count == 10)
        #expect(history.actionCount == 1)
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let again = Counter()
        let reopened = try await StoreHistory.open(
            path, recording: again,
            registry: Self.registry(with: CounterInteractor.addAfter(gates)))
        #expect(again.count == 10)
        reopened.close()
    }

    /// A history closed and let go while an asynchronous action of its store awaits leaves no claim
    /// on the store when that action ends: a later dispatch from outside runs (the claim used to be
    /// put back, refusing it, or reading the freed history).
    @Test func aHistoryClosedWhileAnAsynchronousActionAwaitsLeavesNoClaim() async throws {
        let folder = try Folder()
        let gates = Gates()
        let action = CounterInteractor.addAfter(gates)
        let counter = Counter()
        let notices = Notices()
        var history: StoreHistory<Counter>? = try await StoreHistory.open(
            folder.file("c.jsonl"), recording: counter,
            registry: Self.registry(with: action),
            report: { notices.all.append("\($0)") })
        let running = Task { await counter.dispatch(action, 10) }
        await gates.current.reached()
        history?.close()
        history = nil
        gates.current.open()
        await running.value
        counter.dispatch(\.add, 1)
        #expect(counter.count == 11)
        #expect(notices.all.isEmpty)
    }

    /// Opening replays the log: a dispatch made while a replayed asynchronous action awaits would
    /// be in the store and not in the log.
    @Test func aDispatchWhileTheHistoryOpensIsRefused() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gates = Gates()
        gates.current.open()
        let registry = Self.registry(with: CounterInteractor.addAfter(gates))
        let (counter, history, _) = try await Self.open(path, with: CounterInteractor.addAfter(gates))
        await counter.dispatch(CounterInteractor.addAfter(gates), 10)
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        gates.current = Gate()
        let again = Counter()
        let notices = Notices()
        let opening = Task {
            try await StoreHistory.open(path, recording: again, registry: registry) { notices.all.append("\($0)") }
                .close()
        }
        await gates.current.reached()
        again.dispatch(\.note, "typed while it opens")
        gates.current.open()
        try await opening.value
        #expect(again.state == Counter.State(count: 10, notes: []))
        #expect(
            notices.all == [
                "refused note on Counter: its history was replaying its log to open it, and records nothing meanwhile; "
                    + "dispatch it once it has opened"
            ])
        #expect(try await Self.reopened(path, registry).state == again.state)
    }

    /// A dispatch made while an undo replays an asynchronous action, which awaits, is refused: a
    /// move records nothing, so the log would not hold it.
    @Test func aDispatchWhileTheHistoryMovesIsRefused() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gates = Gates()
        gates.current.open()
        let (counter, history, notices) = try await Self.open(path, with: CounterInteractor.addAfter(gates))
        await counter.dispatch(CounterInteractor.addAfter(gates), 10)
        counter.dispatch(\.add, 1)
        gates.current = Gate()
        let move = Task { try await history.travel(to: 1) }
        await gates.current.reached()
        counter.dispatch(\.note, "typed during the undo")
        gates.current.open()
        try await move.value
        #expect(counter.state == Counter.State(count: 10, notes: []))
        #expect(
            notices.all == [
                "refused note on Counter: its history was moving to another action (an undo, a redo or a jump), "
                    + "and records nothing meanwhile"
            ])
        counter.dispatch(\.note, "after the undo")
        #expect(history.savedEverything)
        history.close()
        await #expect(throws: HistoryError.notSaving(path: path, reason: "its history was closed")) {
            try await history.travel(to: 0)
        }
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let again = Counter()
        gates.current.open()
        let reopened = try await StoreHistory.open(
            path, recording: again,
            registry: Self.registry(with: CounterInteractor.addAfter(gates)))
        #expect(again.state == Counter.State(count: 10, notes: ["after the undo"]))
        reopened.close()
    }
}

/// What a history reported, as text.
@MainActor final class Notices {
    var all: [String] = []
}
