import Observation
import Onward

/// One todo: itself a store, so its own actions (rename, toggle) dispatch on it.
@Observable
@Store(TodoInteractor.self)
public final class ToDo: Identifiable {
    /// Assigned in order from 1 and never reused, so replaying a log gives the same ids.
    public let id: Int
    /// The trimmed, non-empty title.
    public var title: String
    /// Whether the todo is done.
    public var isCompleted: Bool

    /// Creates a todo.
    ///
    /// - Parameters:
    ///   - id: Its id, unique in its ``ToDoStore``.
    ///   - title: Its title, already validated.
    ///   - isCompleted: Whether it is done.
    public init(id: Int, title: String, isCompleted: Bool = false) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
    }
}
