import OnwardDebug
import TodosCommands
import TodosCore

/// The text of `list`: one aligned line per todo, then a summary.
///
/// ```
///   1 [ ] Buy milk
///   2 [x] Call Ann
/// 2 todos: 1 active, 1 done
/// ```
enum ListView {
    /// The lines for a list of todos.
    ///
    /// - Returns: The lines, without line breaks.
    static func lines(_ todos: [ToDo], filter: ListFilter, style: TerminalStyle) -> [String] {
        guard !todos.isEmpty else { return ["no todos yet; 'add <title>' adds one"] }
        let shown = todos.filter { todo in
            switch filter {
            case .all: true
            case .active: !todo.isCompleted
            case .done: todo.isCompleted
            }
        }
        // The widest id, which a hand-written log may make negative, is not always the largest.
        let width = max(3, todos.map { String($0.id).count }.max() ?? 0)
        var lines = shown.map { todo in
            let id = String(repeating: " ", count: width - String(todo.id).count) + String(todo.id)
            let mark = todo.isCompleted ? style.green("[x]") : "[ ]"
            return "\(style.dim(id)) \(mark) \(todo.title.escapingControlCharacters)"
        }
        let shownCount = shown.isEmpty ? "none" : String(shown.count)
        lines.append(style.dim(filter == .all ? summary(todos) : "\(shownCount) \(filter.rawValue) of \(count(todos))"))
        return lines
    }

    /// `2 todos: 1 active, 1 done`, or `no todos`: the last line of `list`, and `todos replay`'s.
    static func summary(_ todos: [ToDo]) -> String {
        let done = todos.filter(\.isCompleted).count
        return todos.isEmpty ? count(todos) : "\(count(todos)): \(todos.count - done) active, \(done) done"
    }

    /// `no todos`, `1 todo`, `3 todos`.
    static func count(_ todos: [ToDo]) -> String {
        todos.isEmpty ? "no todos" : "\(todos.count) \(todos.count == 1 ? "todo" : "todos")"
    }
}
