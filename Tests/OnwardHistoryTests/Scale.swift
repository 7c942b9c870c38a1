import Onward

/// A store whose reducers dispatch, on the store itself, actions with middleware.
@Store(ScaleInteractor.self)
final class Scale {
    var count = 0
}

@Interactor
final class ScaleInteractor {
    var add: Action<Scale, Int> {
        Action { amount in
            Reducer(get: \.count, set: \.count) { $0 + amount }
        }
    }

    /// Sets the count back through a middleware, which dispatches the store's own mutator.
    var reset: Action<Scale> {
        Action {
            Middleware { proxy in proxy.dispatch(\.countMutator, 0) }
        }
    }

    /// Adds, then has a reducer dispatch `reset`, an action with middleware, on the store itself.
    var addThenReset: Action<Scale, Int> {
        Action { amount in
            Reducer(get: \.count, set: \.count) { $0 + amount }
            Reducer(getter: \.self) { $0.dispatch(\.reset) }
        }
    }

    /// Has a reducer dispatch `quiet` on the store, multiplies the count by 10, then adds 1
    /// through its own middleware.
    var quietThenScale: Action<Scale> {
        Action {
            Reducer(getter: \.self) { $0.dispatch(\.quiet) }
            Reducer(get: \.count, set: \.count) { $0 * 10 }
            Middleware { proxy in proxy.dispatch(\.add, 1) }
        }
    }

    /// `addThenReset` as an asynchronous action.
    var addThenResetLater: AsyncAction<Scale, Int> {
        AsyncAction { amount in
            Reducer(get: \.count, set: \.count) { $0 + amount }
            Reducer(getter: \.self) { $0.dispatch(\.reset) }
        }
    }

    /// `quietThenScale` as an asynchronous action, whose asynchronous middleware adds 1 after a wait.
    var quietThenScaleLater: AsyncAction<Scale> {
        AsyncAction {
            Reducer(getter: \.self) { $0.dispatch(\.quiet) }
            Reducer(get: \.count, set: \.count) { $0 * 10 }
            AsyncMiddleware { proxy in
                await Task.yield()
                proxy.dispatch(\.add, 1)
            }
        }
    }

    /// Dispatches `quietThenScale` from its middleware: a reducer's dispatch inside a middleware run.
    var scaleFromMiddleware: Action<Scale> {
        Action {
            Middleware { proxy in proxy.dispatch(\.quietThenScale) }
        }
    }

    /// `scaleFromMiddleware` as an asynchronous action, whose asynchronous middleware waits first.
    var scaleFromMiddlewareLater: AsyncAction<Scale> {
        AsyncAction {
            AsyncMiddleware { proxy in
                await Task.yield()
                proxy.dispatch(\.quietThenScale)
            }
        }
    }

    /// An action whose middleware dispatches nothing.
    var quiet: Action<Scale> {
        Action {
            Middleware { _ in }
        }
    }
}

extension Scale: SavableStore {
    struct State: Codable, Equatable {
        var count: Int
    }

    var state: State { State(count: count) }

    func restore(_ state: State) {
        dispatch(\.countMutator, state.count)
    }
}
