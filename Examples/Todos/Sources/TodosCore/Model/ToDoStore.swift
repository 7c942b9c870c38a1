import Observation
import Onward

/// The todo list: the state the REPL shows, changed only by ``TodoInteractor``'s actions.
@Observable
@Store(TodoInteractor.self)
public final class ToDoStore {
    /// The todos, in the order they were added.
    public var todos: [ToDo] = []
    /// The id the next added todo gets; ids are never reused, even after a removal.
    public var nextID = 1

    /// Creates an empty list.
    public init() {}

    /// Whether ``TodoInteractor/add`` can give a new todo an id: `false` once ``nextID`` is
    /// `Int.max`, which only a hand-written log reaches.
    public var hasIDLeft: Bool { nextID < .max }

    /// The todo with an id, if there is one.
    ///
    /// - Parameter id: The id to look for.
    /// - Returns: The todo, or `nil`.
    public func todo(withID id: Int) -> ToDo? {
        todos.first { $0.id == id }
    }
}
