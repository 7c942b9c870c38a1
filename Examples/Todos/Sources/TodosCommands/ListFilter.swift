/// Which todos `list` shows.
public enum ListFilter: String, CaseIterable, Equatable, Sendable {
    /// Every todo.
    case all
    /// The todos not done yet.
    case active
    /// The completed todos.
    case done
}
