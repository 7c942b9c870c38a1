import OnwardCore

/// One todo, a store of its own, written by hand without macros (like the Todos example's).
final class ToDo: Store, Identifiable {
    let interactor = TodoInteractor.build()
    var observerStorage = DispatchObserverStorage()
    let id: Int
    var title: String
    var isCompleted: Bool

    init(id: Int, title: String, isCompleted: Bool = false) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
    }

    var titleMutator: Action<ToDo, String> {
        Action { title in
            Reducer(setter: \ToDo.title) { title }
        }
    }
}

/// The todo list, written by hand without macros.
final class ToDoStore: Store {
    let interactor = TodoInteractor.build()
    var observerStorage = DispatchObserverStorage()
    var todos: [ToDo] = []
    var nextID = 1

    /// A store holding `count` todos titled "Todo 1", "Todo 2", ...
    static func filled(_ count: Int) -> ToDoStore {
        let store = ToDoStore()
        store.todos = (1...max(count, 1)).prefix(count).map { ToDo(id: $0, title: "Todo \($0)") }
        store.nextID = count + 1
        return store
    }
}

/// The logic of both todo stores, as the Todos example has it: nested todos change by their own
/// dispatches, made by middleware.
final class TodoInteractor: Interactor {
    static func build() -> Self { Self() }

    var add: Action<ToDoStore, String> {
        Action { title in
            Reducer(get: \.todos, \.nextID, set: \.todos, \.nextID) { todos, id in
                (todos + [ToDo(id: id, title: title)], id + 1)
            }
        }
    }

    var toggle: Action<ToDoStore, Int> {
        Action { id in
            // A reducer dispatches on the todo: replay runs it again, as it plays middleware back.
            Reducer(getter: \.todos) { todos in todos.first { $0.id == id }?.dispatch(\.toggleCompletion) }
        }
    }

    var edit: Action<ToDoStore, Int, String> {
        Action { id, title in
            Reducer(getter: \.todos) { todos in todos.first { $0.id == id }?.dispatch(\.titleMutator, title) }
        }
    }

    var remove: Action<ToDoStore, Int> {
        Action { id in
            Reducer(get: \.todos, set: \.todos) { (todos: [ToDo]) in todos.filter { $0.id != id } }
        }
    }

    /// Adds every title by dispatching ``add`` from a middleware: nested dispatches.
    var addAll: Action<ToDoStore, [String]> {
        Action { titles in
            Middleware { proxy in
                for title in titles { proxy.dispatch(\.add, title) }
            }
        }
    }

    /// Adds titles after a suspension, as an import from a file would.
    var importTitles: AsyncAction<ToDoStore, [String]> {
        AsyncAction { titles in
            AsyncMiddleware { proxy in
                await Task.yield()
                for title in titles { proxy.dispatch(\.add, title) }
            }
        }
    }

    /// Writes back the values the store already has.
    var touch: Action<ToDoStore> {
        Action {
            Reducer(get: \.nextID, set: \.nextID) { $0 }
        }
    }

    /// Writes a todo's title without dispatching on the todo: against the rules, for tests of
    /// what the debug middleware notices.
    var renameDirectly: Action<ToDoStore, Int, String> {
        Action { id, title in
            Reducer(getter: \.todos) { todos in
                todos.first { $0.id == id }?.title = title
            }
        }
    }

    var toggleCompletion: Action<ToDo> {
        Action {
            Reducer(get: \.isCompleted, set: \.isCompleted) { !$0 }
        }
    }
}
