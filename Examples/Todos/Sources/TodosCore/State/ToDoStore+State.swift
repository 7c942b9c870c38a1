import Onward

extension ToDoStore {
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
}
