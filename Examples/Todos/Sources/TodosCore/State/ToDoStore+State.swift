import Onward

/// The Todos store's state as a value, which its history keeps in snapshots and puts back on undo.
extension ToDoStore: SavableStore {
    /// The whole state, as a value: the todos in order and the next id.
    public var state: ToDoStoreState {
        ToDoStoreState(
            todos: todos.map { ToDoStoreState.Item(id: $0.id, isCompleted: $0.isCompleted, title: $0.title) },
            nextID: nextID
        )
    }

    /// Puts a saved state back, replacing the whole list, through the store's generated mutators.
    ///
    /// The store then holds exactly the todos of `state`, in its order, with their ids, titles and
    /// flags, and gives out ids from its ``ToDoStoreState/nextID``, as the store it was taken from
    /// would.
    /// - Parameter state: The state, as ``state`` took it.
    public func restore(_ state: ToDoStoreState) {
        dispatch(\.todosMutator, state.todos.map { ToDo(id: $0.id, title: $0.title, isCompleted: $0.isCompleted) })
        dispatch(\.nextIDMutator, state.nextID)
    }

    /// Whether a snapshot's state could have been reached (``ToDoStoreState/isReachable``): one
    /// that could not is passed over, and the log replayed instead.
    ///
    /// - Parameter state: The state a snapshot holds.
    public static func isPlausible(_ state: ToDoStoreState) -> Bool {
        state.isReachable
    }
}
