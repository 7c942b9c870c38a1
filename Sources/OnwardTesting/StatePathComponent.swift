import OnwardDebug

/// One step of a path into a snapshot: a stored property, a list element or a dictionary entry.
enum StatePathComponent: Hashable {
    case field(String)
    case index(Int)
    case key(StateSnapshot)

    /// The path's text, as the debug middleware's diff writes it: `todos[1].isCompleted`.
    static func text(of path: [StatePathComponent]) -> String {
        guard !path.isEmpty else { return "self" }
        var text = ""
        for component in path {
            switch component {
            case .field(let name): text += text.isEmpty ? name : "." + name
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += "[\(key)]"
            }
        }
        return text
    }
}
