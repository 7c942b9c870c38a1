import Onward

/// All the business logic of the todo list, for both store types: ``ToDoStore`` and ``ToDo``.
///
/// The action names (`add`, `toggle`, `edit`, `remove`, `clearCompleted`, `importFile`) are also
/// the names written to action logs: `@Interactor` lists them (`ActionListing`), and
/// `ActionRegistry<ToDoStore>.interactorActions()` registers those of ``ToDoStore``. Validation
/// happens before dispatch, in ``checkedTitle(_:)`` and ``checkedID(_:in:)``, so a refused input
/// changes nothing and is never logged; the actions themselves only guard against ids that do not
/// exist, which a hand-written log may contain.
@Interactor
public final class TodoInteractor {
    @Outward(\.titleValidator) var titleValidator
    @Outward(\.fileReader) var fileReader

    // MARK: Inline actions, for the ones that take arguments

    /// Adds a todo with the next id; adds nothing when no id is left (``ToDoStore/hasIDLeft``): a
    /// hand-written log may set the next id to `Int.max` (`nextIDMutator`), and counting past it
    /// would stop the program at every replay of the log.
    public var add: Action<ToDoStore, String> {
        Action { title in
            Reducer(get: \.nextID, update: \.todos) { id, todos in
                if id < .max { todos.append(ToDo(id: id, title: title)) }
            }
            Reducer(update: \.nextID) { if $0 < .max { $0 += 1 } }
        }
    }

    /// Marks a todo done, or not done again.
    ///
    /// A reducer, not a middleware, dispatches on the todo: a replay runs reducers and plays each
    /// middleware back from the log, which holds only what a middleware dispatched on this store.
    public var toggle: Action<ToDoStore, Int> {
        Action { id in
            Reducer(getter: \.todos) { todos in todos.first { $0.id == id }?.dispatch(\.toggleCompletion) }
        }
    }

    /// Changes a todo's title, dispatching on the todo from a reducer, as ``toggle`` does.
    public var edit: Action<ToDoStore, Int, String> {
        Action { id, title in
            Reducer(getter: \.todos) { todos in todos.first { $0.id == id }?.dispatch(\.titleMutator, title) }
        }
    }

    /// Removes a todo; its id is not given out again.
    public var remove: Action<ToDoStore, Int> {
        Action { id in
            Reducer(update: \.todos) { todos in
                if let index = todos.firstIndex(where: { $0.id == id }) { todos.remove(at: index) }
            }
        }
    }

    /// Adds a todo for every line of a text file; `- [x] title` lines are added done.
    ///
    /// Reading the file is a side effect: the action log records the `add` and `toggle` this
    /// middleware dispatched, and a replay applies those without reading the file again. It stops
    /// when its task is cancelled (Ctrl-C in the REPL): the todos added so far stay, and are what
    /// the log records.
    public var importFile: AsyncAction<ToDoStore, String> {
        AsyncAction { path in
            AsyncMiddleware { proxy in
                guard let text = try? await self.fileReader.read(path) else { return }
                for (index, line) in ImportedLine.parse(text).enumerated() {
                    if await ImportedLine.isCancelled(before: index) { return }
                    guard let title = try? self.importedTitle(line) else { continue }
                    // No id left (a hand-written log's): the add would add nothing, and the toggle
                    // would mark the todo that has the last id.
                    guard proxy.hasIDLeft else { return }
                    let id = proxy.nextID
                    proxy.dispatch(\.add, title)
                    if line.isCompleted { proxy.dispatch(\.toggle, id) }
                }
            }
        }
    }

    // MARK: Macro-composed actions, for the ones made of named reducers

    /// Removes the todos that are done, in place.
    @Reducer(ToDoStore.self, update: \.todos)
    func removeCompleted(_ todos: inout [ToDo]) {
        todos.removeAll { $0.isCompleted }
    }

    /// Removes every completed todo.
    @Action(reducers: \Self.toDoStoreRemoveCompletedReducer)
    public var clearCompleted: Action<ToDoStore>

    /// Flips a todo's completion.
    @Reducer(ToDo.self, get: \.isCompleted, set: \.isCompleted)
    func flip(_ isCompleted: Bool) -> Bool {
        !isCompleted
    }

    /// Marks one todo done, or not done again; ``toggle`` dispatches it on the todo.
    @Action(reducers: \Self.toDoFlipReducer)
    public var toggleCompletion: Action<ToDo>
}
