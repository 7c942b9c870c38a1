import Foundation
import Onward
import TestGate
import Testing

/// A value a test sets from inside an action.
@MainActor final class Box<T> {
    var value: T?
    init() {}
}

/// Which dispatches have a line of their own, as the recorder writes them: those made from another
/// store's action, or by a task that outlived the action that started it, are decided as any other.
@MainActor @Suite struct DispatchOrderSourceTests {
    /// An asynchronous action on the counter made by another store's middleware has a line of its
    /// own: an `add` dispatched after it changed the state is refused (it used to be let through,
    /// and the log replayed the action's change after it).
    @Test func anAsynchronousActionMadeByAnotherStoresActionIsGuarded() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gate = Gate()
        let (counter, history, notices) = try await DispatchOrderTests.open(
            path, with: CounterInteractor.setThenWait(at: gate))
        let other = Counter()
        other.dispatchObservers.add(DispatchCounter())
        let outer = AsyncAction<Counter, Int>("outer") { amount in
            AsyncMiddleware { _ in await counter.dispatch(CounterInteractor.setThenWait(at: gate), amount) }
        }
        let running = Task { await other.dispatch(outer, 11) }
        await gate.reached()
        counter.dispatch(\.add, 5)
        #expect(
            notices.all.first?.hasPrefix("refused add on Counter while the asynchronous action setThenWait") == true)
        gate.open()
        await running.value
        let live = counter.state
        history.close()
        let again = try await DispatchOrderTests.reopened(path)
        #expect(live == again.state)
    }

    /// A task that an earlier action's middleware started, dispatching after that action ended, is
    /// not an effect of the action that runs: its `add` is refused (it used to be let through).
    @Test func aDispatchFromATaskThatOutlivedItsActionIsGuarded() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gate = Gate()
        let later = Gate()
        let counter = Counter()
        let notices = Notices()
        let spawned = Box<Task<Void, Never>>()
        let spawn = AsyncAction<Counter, Int>("spawn") { amount in
            AsyncMiddleware { _ in
                spawned.value = Task { @MainActor in
                    await later.wait()
                    counter.dispatch(\.add, amount)
                }
            }
        }
        let history = try await StoreHistory.open(
            path, recording: counter,
            registry: ActionRegistry<Counter>.storeActions()
                .register(CounterInteractor.setThenWait(at: gate), as: "setThenWait").register(spawn, as: "spawn"),
            report: { notices.all.append("\($0)") })
        await counter.dispatch(spawn, 5)
        let running = Task { await counter.dispatch(CounterInteractor.setThenWait(at: gate), 11) }
        await gate.reached()
        later.open()
        await spawned.value!.value
        gate.open()
        await running.value
        let live = counter.state
        history.close()
        let again = try await DispatchOrderTests.reopened(path, DispatchOrderTests.registry([spawn]))
        #expect(live == again.state)
    }

    /// A dispatch made by another store's action while an asynchronous action runs has a line of
    /// its own, so it is refused as any other: it is not taken for the running action's effect.
    @Test func aDispatchFromAnotherStoresActionIsRefusedAsAnyOther() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gate = Gate()
        let (counter, history, notices) = try await DispatchOrderTests.open(
            path, with: CounterInteractor.waitThenSet(at: gate))
        let other = Counter()
        other.dispatchObservers.add(DispatchCounter())
        let poke = Action<Counter, Int>("poke") { amount in
            Middleware { _ in counter.dispatch(\.add, amount) }
        }
        let running = Task { await counter.dispatch(CounterInteractor.waitThenSet(at: gate), 20) }
        await gate.reached()
        other.dispatch(poke, 5)
        #expect(counter.count == 0)
        #expect(
            notices.all.first?.hasPrefix("refused add on Counter while the asynchronous action waitThenSet") == true)
        gate.open()
        await running.value
        #expect(counter.count == 20)
        history.close()
        #expect(try await DispatchOrderTests.reopened(path).count == 20)
    }
}
