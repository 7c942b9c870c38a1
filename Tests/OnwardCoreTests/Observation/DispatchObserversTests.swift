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
