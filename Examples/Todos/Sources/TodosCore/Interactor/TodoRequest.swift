import Onward

/// Something a person asks of the todo list: one of ``TodoInteractor``'s actions and its arguments.
public enum TodoRequest: Equatable, Sendable {
    /// Add a todo with a title.
    case add(String)
    /// Mark a todo done or not done.
    case toggle(Int)
    /// Change a todo's title.
    case edit(Int, String)
    /// Remove a todo.
    case remove(Int)
    /// Remove every completed todo.
    case clearCompleted
    /// Add the todos listed in a text file.
    case importFile(String)
}

extension ToDoStore {
    /// Validates a request with the interactor and, when it is accepted, dispatches its action.
    ///
    /// A refused request is never dispatched: it changes nothing and no observer (the action log
    /// among them) sees it.
    /// - Parameter request: What to do.
    /// - Throws: A ``TodoError`` saying why the request is refused.
    nonisolated(nonsending) public func perform(_ request: TodoRequest) async throws(TodoError) {
        if case .importFile(let path) = request {
            // The file is read once, here: the action's middleware reads the text checked, through
            // a reader scoped to this dispatch, not the file as it may be a moment later.
            let text = try await interactor.checkedImport(path)
            await OnwardContainer.withOverrides {
                $0[\.fileReader] = FileReader { _ in text }
            } run: {
                await dispatch(\.importFile, path)
            }
            return
        }
        switch try await interactor.validated(request, in: self) {
        case .add(let title): dispatch(\.add, title)
        case .toggle(let id): dispatch(\.toggle, id)
        case .edit(let id, let title): dispatch(\.edit, id, title)
        case .remove(let id): dispatch(\.remove, id)
        case .clearCompleted: dispatch(\.clearCompleted)
        case .importFile(let path): await dispatch(\.importFile, path)
        }
    }
}
