import Onward
import OnwardTesting
import Testing

/// The same program in every isolation mode a Swift app is written in: stores, a child store,
/// sync and async actions, `@Reducer`, `@Middleware` on an async method, `@Action` and mutators.
///
/// This file is shared (a symbolic link) by the targets `IsolationNonisolatedTests`,
/// `IsolationMainActorTests` and `IsolationDefaultMainActorTests`; each declares `Counter`,
/// `Tally` and `CounterInteractor` in its own `Counter.swift`, isolated as its mode says.
@MainActor @Suite struct IsolationProgram {
    @Test func aSyncDispatchNeedsNoAwait() {
        let counter = Counter()
        counter.dispatch(\.increment, 2)
        counter.dispatch(\.doubled)
        counter.dispatch(\.countMutator, counter.count + 1)
        #expect(counter.count == 5)
    }

    @Test func anAsyncActionAwaitsItsDependencyAndDispatchesWhatItGot() async {
        let counter = Counter()
        await counter.dispatch(\.load)
        #expect(counter.items == ["a", "b"])
        await counter.dispatch(\.loadCount)
        #expect(counter.count == 2)
    }

    @Test func anAsyncDispatchFromTheMainActorSeesTheDependenciesOverriddenForIt() async {
        let counter = Counter()
        await OnwardContainer.withOverrides({ $0[\.step] = 5 }, run: { await counter.dispatch(\.stepUp) })
        await counter.dispatch(\.stepUp)
        #expect(counter.count == 6)
    }

    @Test func aReducerDispatchesOnAChildStore() {
        let counter = Counter()
        counter.dispatch(\.bumpTally)
        counter.dispatch(\.bumpTally)
        #expect(counter.tally.value == 2)
    }

    @Test func aTestStoreAssertsEveryChangeAndEffect() async {
        let store = TestStore(Counter())
        store.dispatch(\.increment, 2) { $0.count = 2 }
        await store.dispatch(\.loadCount)
        await store.receive(\.increment, 2) { $0.count = 4 }
        store.dispatch(\.bumpTally) { $0.tally.value = 1 }
    }

    @Test func everyDispatchIsObserved() async {
        let counter = Counter()
        let names = NameRecorder<Counter>()
        counter.dispatchObservers.add(names)
        counter.dispatch(\.increment, 1)
        await counter.dispatch(\.loadCount)
        #expect(names.names == ["increment", "loadCount", "increment"])
    }
}

/// Notes the name of every action dispatched on a store.
final class NameRecorder<S: Store>: DispatchObserver {
    private(set) var names: [String] = []

    func willDispatch(_ event: DispatchEvent, to store: S) { names.append(event.name) }

    func didDispatch(_ event: DispatchEvent, to store: S) {}
}
