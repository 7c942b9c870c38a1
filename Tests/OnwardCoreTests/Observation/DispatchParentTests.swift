import OnwardCore
import Testing

/// Writes down each event's name with its parent.
final class ParentObserver<S: Store>: DispatchObserver {
    var started: [(name: String, parent: DispatchParent?, id: DispatchID)] = []

    func willDispatch(_ event: DispatchEvent, to store: S) {
        started.append((event.name, event.parent, event.id))
    }

    func didDispatch(_ event: DispatchEvent, to store: S) {}
}

@Suite struct DispatchParentTests {
    @Test func eachMiddlewareRunNumbersTheDispatchesItMakes() {
        let counter = Counter()
        let observer = ParentObserver<Counter>()
        counter.dispatchObservers.add(observer)
        counter.dispatch(
            Action("twice") {
                Middleware { proxy in proxy.dispatch(\.add, 1) }
                Reducer(setter: \Counter.title) { "between" }
                Middleware { proxy in
                    proxy.dispatch(\.add, 2)
                    proxy.dispatch(\.increment)
                }
            }
        )
        let store = ObjectIdentifier(counter)
        let parent = observer.started[0].id
        #expect(observer.started.map(\.name) == ["twice", "add", "add", "increment"])
        #expect(observer.started[0].parent == nil)
        #expect(
            observer.started.dropFirst().map(\.parent) == [
                DispatchParent(store: store, id: parent, middlewareRun: 1),
                DispatchParent(store: store, id: parent, middlewareRun: 2),
                DispatchParent(store: store, id: parent, middlewareRun: 2),
            ])
    }

    @Test func aDispatchAReducerMakesOnAnotherStoreNamesItsParentWithNoMiddlewareRun() {
        let counter = Counter()
        let other = Counter()
        let observer = ParentObserver<Counter>()
        counter.dispatchObservers.add(observer)
        other.dispatchObservers.add(observer)
        counter.dispatch(Action("route") { Reducer(getter: \Counter.count) { _ in other.dispatch(\.increment) } })
        #expect(observer.started.map(\.name) == ["route", "increment"])
        #expect(
            observer.started[1].parent
                == DispatchParent(store: ObjectIdentifier(counter), id: observer.started[0].id, middlewareRun: nil))
    }

    @Test func anUnobservedStoreHasNoContextToGive() {
        let counter = Counter()
        let observed = Counter()
        let observer = ParentObserver<Counter>()
        observed.dispatchObservers.add(observer)
        counter.dispatch(Action("outer") { Middleware { _ in observed.dispatch(\.increment) } })
        #expect(observer.started.map(\.name) == ["increment"])
        #expect(observer.started[0].parent == nil)
    }

    @MainActor
    @Test func anAsyncMiddlewaresDispatchesAfterAnAwaitKeepTheirParent() async {
        let counter = Counter()
        let observer = ParentObserver<Counter>()
        counter.dispatchObservers.add(observer)
        await counter.dispatch(
            AsyncAction<Counter>("fetch") {
                AsyncMiddleware { proxy in
                    await Task.yield()
                    proxy.dispatch(\.add, 3)
                }
            }
        )
        #expect(
            observer.started[1].parent
                == DispatchParent(store: ObjectIdentifier(counter), id: observer.started[0].id, middlewareRun: 1))
    }
}
