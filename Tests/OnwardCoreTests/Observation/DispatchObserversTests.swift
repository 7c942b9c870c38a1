import OnwardCore
import Testing

/// Writes down what it sees, as "will/did name args depth count".
final class TraceObserver: DispatchObserver {
    var lines: [String] = []

    func willDispatch(_ event: DispatchEvent, to store: Counter) {
        lines.append("will \(event.name) \(event.arguments) depth \(event.depth) count \(store.count)")
    }

    func didDispatch(_ event: DispatchEvent, to store: Counter) {
        lines.append("did \(event.name) async \(event.isAsync) count \(store.count)")
    }
}

/// Keeps each event it is told of as a dispatch starts.
final class EventKeeper: DispatchObserver {
    var events: [DispatchEvent] = []

    func willDispatch(_ event: DispatchEvent, to store: Counter) { events.append(event) }

    func didDispatch(_ event: DispatchEvent, to store: Counter) {}
}

@Suite struct DispatchObserversTests {
    @Test func anObserverSeesTopLevelAndNestedDispatchesWithStateBeforeAndAfter() {
        let counter = Counter()
        let trace = TraceObserver()
        counter.dispatchObservers.add(trace)
        counter.dispatch(\.add, 2)
        counter.dispatch(
            Action("nesting") {
                Middleware { proxy in proxy.dispatch(\.countMutator, 10) }
                Reducer(get: \.count, set: \.count) { $0 + 1 }
            }
        )
        #expect(
            trace.lines == [
                "will add [2] depth 0 count 0",
                "did add async false count 2",
                "will nesting [] depth 0 count 2",
                "will countMutator [10] depth 1 count 2",
                "did countMutator async false count 10",
                "did nesting async false count 11",
            ]
        )
    }

    @Test func anObserverSeesAsyncDispatches() async {
        let counter = Counter()
        let trace = TraceObserver()
        counter.dispatchObservers.add(trace)
        await counter.dispatch(\.slowAdd, 5)
        #expect(trace.lines == ["will slowAdd [5] depth 0 count 0", "did slowAdd async true count 5"])
    }

    @MainActor
    @Test func anAsyncDispatchStartedWhileAnotherAwaitsCountsAsNestedInIt() async {
        // The depth counts the dispatches running on the store, not the nesting in one task.
        let counter = Counter()
        let trace = TraceObserver()
        counter.dispatchObservers.add(trace)
        let first = Task { await counter.dispatch(\.slowAdd, 1) }
        let second = Task { await counter.dispatch(\.slowAdd, 2) }
        await first.value
        await second.value
        let starts = trace.lines.filter { $0.hasPrefix("will") }.map { $0.split(separator: " count ")[0] }
        #expect(starts.sorted() == ["will slowAdd [1] depth 0", "will slowAdd [2] depth 1"])
    }

    @Test(arguments: 0...5)
    func anObserverSeesEveryArgumentInOrder(count: Int) async {
        // The arguments are held as one tuple, unpacked when read, whatever their count.
        let counter = Counter()
        let trace = TraceObserver()
        counter.dispatchObservers.add(trace)
        switch count {
        case 0: counter.dispatch(Action("none") {})
        case 1: counter.dispatch(\.add, 1)
        case 2: counter.dispatch(Action<Counter, Int, String>("two") { _, _ in }, 1, "b")
        case 3: await counter.dispatch(AsyncAction<Counter, Int, String, Int>("three") { _, _, _ in }, 1, "b", 3)
        case 4: counter.dispatch(Action<Counter, Int, String, Int, String>("four") { _, _, _, _ in }, 1, "b", 3, "d")
        default:
            counter.dispatch(
                Action<Counter, Int, String, Int, String, Int>("five") { _, _, _, _, _ in }, 1, "b", 3, "d", 5)
        }
        let expected: [Any] = Array([1, "b", 3, "d", 5].prefix(count))
        #expect(trace.lines.first?.contains(" \(expected) depth 0 ") == true, "\(trace.lines)")
    }

    @Test func anArgumentThatIsATupleOrNilIsOneArgument() {
        let counter = Counter()
        let trace = TraceObserver()
        counter.dispatchObservers.add(trace)
        counter.dispatch(Action<Counter, (Int, String)>("pair") { _ in }, (1, "b"))
        counter.dispatch(Action<Counter, Int?>("maybe") { _ in }, nil)
        #expect(
            trace.lines.filter { $0.hasPrefix("will") }.map { $0.split(separator: " depth ")[0] } == [
                #"will pair [(1, "b")]"#, "will maybe [nil]",
            ])
    }

    @Test func anEventPrintsItsArgumentsAsAnArray() {
        let counter = Counter()
        let keeper = EventKeeper()
        counter.dispatchObservers.add(keeper)
        counter.dispatch(Action<Counter, Int, String>("edit") { _, _ in }, 1, "b")
        let line = #line - 1
        #expect(
            keeper.events.map { String(describing: $0) } == [
                #"DispatchEvent(id: #1, name: "edit", arguments: [1, "b"], depth: 0, isAsync: false, parent: nil, "#
                    + "site: Optional(DispatchObserversTests.swift:\(line)))"
            ])
    }

    @Test func aRemovedObserverSeesNothingMore() {
        let counter = Counter()
        let trace = TraceObserver()
        counter.dispatchObservers.add(trace)
        #expect(!counter.dispatchObservers.isEmpty)
        counter.dispatchObservers.remove(trace)
        #expect(counter.dispatchObservers.isEmpty)
        counter.dispatch(\.increment)
        #expect(trace.lines.isEmpty)
        #expect(counter.count == 1)
    }
}

/// Runs a closure on `willDispatch`, to change the observers in the middle of a dispatch.
final class ChangingObserver: DispatchObserver {
    var onWill: (Counter) -> Void = { _ in }
    var seen: [String] = []

    func willDispatch(_ event: DispatchEvent, to store: Counter) {
        seen.append("will \(event.name)")
        onWill(store)
    }

    func didDispatch(_ event: DispatchEvent, to store: Counter) {
        seen.append("did \(event.name)")
    }
}

@Suite struct ObserversChangedDuringADispatchTests {
    @Test func anObserverThatRemovesItselfStillSeesTheDispatchEndAndNothingAfter() {
        let counter = Counter()
        let observer = ChangingObserver()
        observer.onWill = { [unowned observer] store in store.dispatchObservers.remove(observer) }
        counter.dispatchObservers.add(observer)
        counter.dispatch(\.increment)
        counter.dispatch(\.increment)
        #expect(observer.seen == ["will increment", "did increment"])
        #expect(counter.dispatchObservers.isEmpty)
        #expect(counter.count == 2)
    }

    @Test func anObserverRemovedInANestedDispatchIsReleasedWhenTheOutermostEnds() {
        let counter = Counter()
        weak var removed: TraceObserver?
        var released: [Bool] = []
        do {
            let trace = TraceObserver()
            removed = trace
            counter.dispatchObservers.add(trace)
        }
        let remover = ChangingObserver()
        remover.onWill = { store in
            if let removed { store.dispatchObservers.remove(removed) }
            released.append(removed == nil)
        }
        counter.dispatchObservers.add(remover)
        counter.dispatch(
            Action("outer") {
                Middleware { proxy in proxy.dispatch(\.increment) }
            }
        )
        // The outer dispatch still walked the list that held the trace: it stayed alive until then.
        #expect(released == [false, false])
        #expect(removed == nil)
        #expect(remover.seen == ["will outer", "will increment", "did increment", "did outer"])
    }

    @Test func anObserverAddedDuringADispatchSeesOnlyLaterDispatches() {
        let counter = Counter()
        let late = ChangingObserver()
        let adder = ChangingObserver()
        adder.onWill = { store in
            if late.seen.isEmpty, store.count == 0 { store.dispatchObservers.add(late) }
        }
        counter.dispatchObservers.add(adder)
        counter.dispatch(\.increment)
        counter.dispatch(\.add, 2)
        #expect(late.seen == ["will add", "did add"])
        #expect(adder.seen == ["will increment", "did increment", "will add", "did add"])
    }
}
