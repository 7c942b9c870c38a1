import OnwardCore
import OnwardDebug
import Testing

@Suite struct DebugMiddlewareTests {
    /// A store of `count` todos logging to a sink (plain text, a clock that ticks 1 ms per reading).
    private func debugged(
        _ count: Int = 2,
        _ options: (TextSink) -> DebugOptions = { $0.options() }
    ) -> (ToDoStore, TextSink) {
        let store = ToDoStore.filled(count)
        let sink = TextSink()
        store.dispatchObservers.add(DebugMiddleware<ToDoStore>(options: options(sink)))
        return (store, sink)
    }

    @Test func anAddShowsTheAddedElementAndTheCounter() {
        let (store, sink) = debugged()
        store.dispatch(\.add, "Buy milk")
        #expect(
            sink.text == """
                ▸ add("Buy milk")  1.00 ms
                  todos[2]: added ToDo(id: 3, title: "Buy milk", isCompleted: false)
                  nextID: 3 → 4

                """
        )
    }

    @Test func editsOfNestedStoresShowOldAndNewValues() {
        let (store, sink) = debugged()
        store.dispatch(\.toggle, 2)
        store.dispatch(\.edit, 1, "Oat \"milk\"")
        #expect(
            sink.text == """
                ▸ toggle(2)  3.00 ms
                  ▸ toggleCompletion on ToDo  1.00 ms
                  todos[1].isCompleted: false → true
                ▸ edit(1, "Oat \\"milk\\"")  3.00 ms
                  ▸ titleMutator("Oat \\"milk\\"") on ToDo  1.00 ms
                  todos[0].title: "Todo 1" → "Oat \\"milk\\""

                """
        )
    }

    @Test func aRemovalInTheMiddleIsOneRemoval() {
        let (store, sink) = debugged(4)
        store.dispatch(\.remove, 2)
        #expect(
            sink.text == """
                ▸ remove(2)  1.00 ms
                  todos[1]: removed ToDo(id: 2, title: "Todo 2", isCompleted: false)

                """
        )
    }

    @Test func nestedDispatchesAreIndentedUnderTheirParent() {
        let (store, sink) = debugged(0)
        store.dispatch(\.addAll, ["a", "b"])
        #expect(
            sink.text == """
                ▸ addAll(["a", "b"])  5.00 ms
                  ▸ add("a")  1.00 ms
                    todos[0]: added ToDo(id: 1, title: "a", isCompleted: false)
                    nextID: 1 → 2
                  ▸ add("b")  1.00 ms
                    todos[1]: added ToDo(id: 2, title: "b", isCompleted: false)
                    nextID: 2 → 3
                  todos[0]: added ToDo(id: 1, title: "a", isCompleted: false)
                  todos[1]: added ToDo(id: 2, title: "b", isCompleted: false)
                  nextID: 1 → 3

                """
        )
    }

    @Test func aDispatchThatChangesNothingSaysSo() {
        let (store, sink) = debugged()
        store.dispatch(\.touch)
        store.dispatch(\.toggle, 99)
        #expect(
            sink.text == """
                ▸ touch  1.00 ms
                  no change
                ▸ toggle(99)  1.00 ms
                  no change

                """
        )
    }

    @Test func asyncActionsAreMarkedAndShowTheirNestedDispatches() async {
        let (store, sink) = debugged(0)
        await store.dispatch(\.importTitles, ["Read"])
        #expect(
            sink.text == """
                ▸ importTitles(["Read"]) async  3.00 ms
                  ▸ add("Read")  1.00 ms
                    todos[0]: added ToDo(id: 1, title: "Read", isCompleted: false)
                    nextID: 1 → 2
                  todos[0]: added ToDo(id: 1, title: "Read", isCompleted: false)
                  nextID: 1 → 2

                """
        )
    }

    @Test func actionsOnlyModeLeavesOutDiffs() {
        let (store, sink) = debugged(0) { $0.options(actionsOnly: true) }
        store.dispatch(\.addAll, ["a"])
        store.dispatch(\.toggle, 1)
        #expect(
            sink.text == """
                ▸ addAll(["a"])  3.00 ms
                  ▸ add("a")  1.00 ms
                ▸ toggle(1)  1.00 ms

                """
        )
    }

    @Test func aFilterHidesActionsButKeepsTheirNestedOnes() {
        let (store, sink) = debugged(0) { $0.options(filter: .excluding("addAll", "toggle")) }
        store.dispatch(\.addAll, ["a"])
        store.dispatch(\.toggle, 1)
        store.dispatch(\.edit, 1, "b")
        #expect(
            sink.text == """
                ▸ add("a")  1.00 ms
                  todos[0]: added ToDo(id: 1, title: "a", isCompleted: false)
                  nextID: 1 → 2
                ▸ toggleCompletion on ToDo  1.00 ms
                ▸ edit(1, "b")  3.00 ms
                  ▸ titleMutator("b") on ToDo  1.00 ms
                  todos[0].title: "a" → "b"

                """
        )
    }

    @Test func onlyTheNamedActionsAreShown() {
        let (store, sink) = debugged { $0.options(filter: .only("toggle")) }
        store.dispatch(\.add, "x")
        store.dispatch(\.toggle, 3)
        #expect(
            sink.text == """
                ▸ toggle(3)  3.00 ms
                  todos[2].isCompleted: false → true

                """
        )
    }

    @Test func everyDispatchModeAlsoSeesDirectWritesToNestedStores() {
        let (store, sink) = debugged { $0.options(nestedStores: .everyDispatch) }
        store.dispatch(\.renameDirectly, 1, "written directly")
        #expect(
            sink.text == """
                ▸ renameDirectly(1, "written directly")  1.00 ms
                  todos[0].title: "Todo 1" → "written directly"

                """
        )
    }

    @Test func byDispatchModeMissesDirectWritesToNestedStores() {
        let (store, sink) = debugged()
        store.dispatch(\.touch)
        store.dispatch(\.renameDirectly, 1, "written directly")
        #expect(sink.text.hasSuffix("▸ renameDirectly(1, \"written directly\")  1.00 ms\n  no change\n"))
    }

    @Test func nestedStoreChangesBetweenDispatchesAreNotBlamedOnTheNextAction() {
        let (store, sink) = debugged(3)
        store.dispatch(\.touch)
        store.todos[2].dispatch(\.toggleCompletion)
        store.dispatch(\.toggle, 1)
        #expect(
            sink.text.hasSuffix(
                "▸ toggle(1)  3.00 ms\n  ▸ toggleCompletion on ToDo  1.00 ms\n  todos[0].isCompleted: false → true\n"))
    }

    @Test func aDispatchOnANestedStoreFromOutsideIsABlockOfItsOwnWithTheListsDiff() {
        let (store, sink) = debugged(3)
        store.dispatch(\.touch)
        store.todos[1].dispatch(\.toggleCompletion)  // as a row of a view would
        #expect(sink.text.hasSuffix("▸ toggleCompletion on ToDo  1.00 ms\n  todos[1].isCompleted: false → true\n"))
    }

    @Test func togglingOneOfManyTodosShowsOnlyThatTodo() {
        let (store, sink) = debugged(10_000)
        store.dispatch(\.toggle, 5_000)
        store.dispatch(\.toggle, 7_500)
        #expect(
            sink.text == """
                ▸ toggle(5000)  3.00 ms
                  ▸ toggleCompletion on ToDo  1.00 ms
                  todos[4999].isCompleted: false → true
                ▸ toggle(7500)  3.00 ms
                  ▸ toggleCompletion on ToDo  1.00 ms
                  todos[7499].isCompleted: false → true

                """
        )
    }

    @Test func manyTogglesInARowEachShowExactlyTheirTodo() {
        let (store, sink) = debugged(200)
        var model = (1...200).map { (id: $0, isCompleted: false) }
        var expected = ""
        for round in 0..<100 {
            let id = (round * 37) % 200 + 1
            store.dispatch(\.toggle, id)
            if let index = model.firstIndex(where: { $0.id == id }) {
                // The todo's own dispatch reads the clock twice: the toggle takes 3 ticks.
                expected += "▸ toggle(\(id))  3.00 ms\n  ▸ toggleCompletion on ToDo  1.00 ms\n"
                model[index].isCompleted.toggle()
                let now = model[index].isCompleted
                expected += "  todos[\(index)].isCompleted: \(!now) → \(now)\n"
            } else {
                expected += "▸ toggle(\(id))  1.00 ms\n  no change\n"
            }
            if round == 50, let index = model.firstIndex(where: { $0.id == 38 }) {
                store.dispatch(\.remove, 38)
                let done = model.remove(at: index).isCompleted
                expected += "▸ remove(38)  1.00 ms\n"
                expected += "  todos[\(index)]: removed ToDo(id: 38, title: \"Todo 38\", isCompleted: \(done))\n"
            }
        }
        #expect(sink.text == expected)
    }

    @Test func theMiddlewareRemovesItsObserversFromNestedStoresWhenItGoes() {
        let store = ToDoStore.filled(2)
        let sink = TextSink()
        let middleware = DebugMiddleware<ToDoStore>(options: sink.options())
        store.dispatchObservers.add(middleware)
        store.dispatch(\.toggle, 1)
        #expect(!store.todos[0].dispatchObservers.isEmpty)
        store.dispatchObservers.remove(middleware)
        _ = consume middleware
        #expect(store.todos[0].dispatchObservers.isEmpty)
        #expect(store.todos[1].dispatchObservers.isEmpty)
    }

    @Test func colorsMarkNamesDurationsAndOldAndNewValues() {
        let (store, sink) = debugged {
            DebugOptions(
                output: $0.output, color: .always, showsCallSites: false, timeSource: $0.clock, environment: [:])
        }
        store.dispatch(\.toggle, 1)
        store.dispatch(\.touch)
        let escape = "\u{1B}["
        #expect(
            sink.text == "▸ \(escape)1mtoggle\(escape)0m(1)  \(escape)2m3.00 ms\(escape)0m\n"
                + "  ▸ \(escape)1mtoggleCompletion\(escape)0m on ToDo  \(escape)2m1.00 ms\(escape)0m\n"
                + "  todos[0].isCompleted: \(escape)31mfalse\(escape)0m → \(escape)32mtrue\(escape)0m\n"
                + "▸ \(escape)1mtouch\(escape)0m  \(escape)2m1.00 ms\(escape)0m\n"
                + "  \(escape)2mno change\(escape)0m\n"
        )
    }
}
