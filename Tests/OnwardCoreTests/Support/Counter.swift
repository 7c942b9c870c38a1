import OnwardCore

/// A store written by hand, without macros, so these tests exercise the runtime alone.
final class Counter: Store {
    let interactor = CounterInteractor.build()
    var observerStorage = DispatchObserverStorage()
    var count = 0
    var title = ""
    var trace: [String] = []

    var countMutator: Action<Counter, Int> {
        Action { value in
            Reducer(setter: \Counter.count) { value }
        }
    }
}

final class CounterInteractor: Interactor {
    static func build() -> Self { Self() }

    var increment: Action<Counter> {
        Action {
            Reducer(get: \.count, set: \.count) { $0 + 1 }
        }
    }

    var add: Action<Counter, Int> {
        Action { amount in
            Reducer(get: \.count, set: \.count) { $0 + amount }
        }
    }

    var rename: Action<Counter, String, Int> {
        Action { title, count in
            Reducer(setter: \.title, \.count) { (title, count) }
        }
    }

    var slowAdd: AsyncAction<Counter, Int> {
        AsyncAction { amount in
            AsyncReducer(get: \.count, set: \.count) { count in
                await Task.yield()
                return count + amount
            }
        }
    }
}

extension Counter {
    /// A reducer that appends `mark` to ``trace``, to see the order components run in.
    static func mark(_ mark: String) -> Reducer<Counter> {
        Reducer(get: \.trace, set: \.trace) { $0 + [mark] }
    }
}
