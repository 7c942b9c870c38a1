import OnwardCore
import OnwardDebug
import TestGate
import Testing

/// Asynchronous dispatches of one action, started by different tasks, that overlap: each gets its
/// own duration and diff, and its own block.
@MainActor
@Suite struct OverlappingDispatchTests {
    /// Runs three `waitingAdd`s of "a", "b", "c" from three tasks: "b" starts while "a" waits, "a"
    /// finishes, "c" starts while "b" waits, then "b" and "c" finish. "b" and "c" both start at
    /// depth 1; "b" ends first.
    private func overlap(on store: ToDoStore) async {
        let gates = [Gate(), Gate(), Gate()]
        let a = Task { await store.dispatch(TodoInteractor.waitingAdd(gates[0]), "a") }
        await gates[0].reached()
        let b = Task { await store.dispatch(TodoInteractor.waitingAdd(gates[1]), "b") }
        await gates[1].reached()
        gates[0].open()
        await a.value
        let c = Task { await store.dispatch(TodoInteractor.waitingAdd(gates[2]), "c") }
        await gates[2].reached()
        gates[1].open()
        await b.value
        gates[2].open()
        await c.value
    }

    @Test func theDebugLogPairsEachEndWithItsOwnStart() async {
        let store = ToDoStore()
        let sink = TextSink()
        store.dispatchObservers.add(DebugMiddleware<ToDoStore>(options: sink.options()))
        await overlap(on: store)
        // Each block ends where its own dispatch ended; an overlapped one's diff also holds what
        // the others changed while it ran ("b" shows "a" added, "c" shows "b").
        #expect(
            sink.text == """
                ▸ waitingAdd("a") async  4.00 ms
                  ▸ add("a")  1.00 ms
                    todos[0]: added ToDo(id: 1, title: "a", isCompleted: false)
                    nextID: 1 → 2
                  todos[0]: added ToDo(id: 1, title: "a", isCompleted: false)
                  nextID: 1 → 2
                ▸ waitingAdd("b") async  7.00 ms
                  ▸ add("b")  1.00 ms
                    todos[1]: added ToDo(id: 2, title: "b", isCompleted: false)
                    nextID: 2 → 3
                  todos[0]: added ToDo(id: 1, title: "a", isCompleted: false)
                  todos[1]: added ToDo(id: 2, title: "b", isCompleted: false)
                  nextID: 1 → 3
                ▸ waitingAdd("c") async  6.00 ms
                  ▸ add("c")  1.00 ms
                    todos[2]: added ToDo(id: 3, title: "c", isCompleted: false)
                    nextID: 3 → 4
                  todos[1]: added ToDo(id: 2, title: "b", isCompleted: false)
                  todos[2]: added ToDo(id: 3, title: "c", isCompleted: false)
                  nextID: 2 → 4

                """
        )
    }

    @Test func anAsyncDispatchAwaitedByAnotherIsNestedInIt() async {
        let store = ToDoStore()
        let sink = TextSink()
        store.dispatchObservers.add(DebugMiddleware<ToDoStore>(options: sink.options(actionsOnly: true)))
        let outer = AsyncAction<ToDoStore>("outer") {
            AsyncMiddleware { proxy in await proxy.dispatch(\.importTitles, ["x"]) }
        }
        await store.dispatch(outer)
        #expect(
            sink.text == """
                ▸ outer async  5.00 ms
                  ▸ importTitles(["x"]) async  3.00 ms
                    ▸ add("x")  1.00 ms

                """
        )
    }

    @Test func statisticsTimeEachDispatchFromItsOwnStart() async {
        let store = ToDoStore()
        let sink = TextSink()
        let statistics = DispatchStatistics<ToDoStore>(timeSource: sink.clock)
        store.dispatchObservers.add(statistics)
        await overlap(on: store)
        // The clock reads 1 ms more at each start and end: "a" takes 4 ms, "b" 7, "c" 6. No
        // `waitingAdd` is nested: other tasks started them.
        #expect(
            statistics.summary == """
                action      count  nested     total  longest
                add             3       3   3.00 ms  1.00 ms
                waitingAdd      3       0  17.00 ms  7.00 ms
                """
        )
    }
}
