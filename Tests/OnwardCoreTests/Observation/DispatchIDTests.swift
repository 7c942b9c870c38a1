import OnwardCore
import Testing

/// Writes down each event's id with its name and arguments.
final class IDObserver: DispatchObserver {
    var started: [(id: DispatchID, label: String)] = []
    var finished: [(id: DispatchID, label: String)] = []

    func willDispatch(_ event: DispatchEvent, to store: Counter) {
        started.append((event.id, "\(event.name) \(event.arguments)"))
    }

    func didDispatch(_ event: DispatchEvent, to store: Counter) {
        finished.append((event.id, "\(event.name) \(event.arguments)"))
    }
}

@Suite struct DispatchIDTests {
    @Test func eachDispatchHasItsOwnIdAndBothCallsOfOneGetTheSame() {
        let counter = Counter()
        let observer = IDObserver()
        counter.dispatchObservers.add(observer)
        counter.dispatch(\.increment)
        counter.dispatch(
            Action("nesting") {
                Middleware { proxy in
                    proxy.dispatch(\.add, 1)
                    proxy.dispatch(\.add, 1)
                }
            }
        )
        #expect(observer.started.map(\.id) == [DispatchID(1), DispatchID(2), DispatchID(3), DispatchID(4)])
        #expect(observer.started.map(\.label) == ["increment []", "nesting []", "add [1]", "add [1]"])
        #expect(observer.finished.map(\.id) == [DispatchID(1), DispatchID(3), DispatchID(4), DispatchID(2)])
        #expect(observer.finished.map(\.label) == ["increment []", "add [1]", "add [1]", "nesting []"])
    }

    @MainActor
    @Test func overlappingAsyncDispatchesOfOneActionKeepTheirIds() async {
        let counter = Counter()
        let observer = IDObserver()
        counter.dispatchObservers.add(observer)
        let tasks = (1...3).map { amount in Task { await counter.dispatch(\.slowAdd, amount) } }
        for task in tasks { await task.value }
        // Whatever order they end in, each end carries the id its start had.
        let starts = Dictionary(uniqueKeysWithValues: observer.started.map { ($0.id, $0.label) })
        #expect(starts.count == 3)
        #expect(observer.finished.count == 3)
        for end in observer.finished { #expect(starts[end.id] == end.label) }
    }

    @Test func idsCountOnlyObservedDispatchesAndEachStoreHasItsOwn() {
        let first = Counter()
        let second = Counter()
        first.dispatch(\.increment)  // no observer: no id given
        let observer = IDObserver()
        first.dispatchObservers.add(observer)
        second.dispatchObservers.add(observer)
        first.dispatch(\.increment)
        second.dispatch(\.increment)
        #expect(observer.started.map(\.id) == [DispatchID(1), DispatchID(1)])
        #expect(DispatchID(7).description == "#7")
    }
}
