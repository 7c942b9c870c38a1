import Onward
import TodosCore

/// The store the dispatch rows change: one flag, toggled by every kind of action.
@Store(BenchInteractor.self)
final class Switch {
    var isOn = false

    /// The baseline: the same mutation as a direct method call.
    @inline(never)
    func toggleDirectly() {
        isOn.toggle()
    }
}

@Interactor
final class BenchInteractor {
    /// One reducer.
    var toggle: Action<Switch> {
        Action { Reducer(get: \.isOn, set: \.isOn) { !$0 } }
    }

    /// One middleware that dispatches ``toggle``.
    var toggleThroughMiddleware: Action<Switch> {
        Action { Middleware { proxy in proxy.dispatch(\.toggle) } }
    }

    /// One async reducer, awaited.
    var toggleAsync: AsyncAction<Switch> {
        AsyncAction { AsyncReducer(get: \.isOn, set: \.isOn) { !$0 } }
    }
}

/// An observer that does nothing, to measure the observation point itself.
final class NoOpObserver: DispatchObserver {
    func willDispatch(_ event: DispatchEvent, to store: Switch) {}
    func didDispatch(_ event: DispatchEvent, to store: Switch) {}
}

/// An observer of the example's list that does nothing.
final class NoOpListObserver: DispatchObserver {
    func willDispatch(_ event: DispatchEvent, to store: ToDoStore) {}
    func didDispatch(_ event: DispatchEvent, to store: ToDoStore) {}
}
