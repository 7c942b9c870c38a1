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
    /// - Parameters:
    ///   - rows: Every todo, in order.
    ///   - filter: Which of them to show.
    ///   - style: How to color the marks.
    /// - Returns: The lines, without line breaks.
    static func lines(_ rows: [ToDo], filter: ListFilter, style: TerminalStyle) -> [String] {
        guard !rows.isEmpty else { return ["no todos yet; 'add <title>' adds one"] }
        let shown = rows.filter { row in
            switch filter {
            case .all: true
            case .active: !row.isCompleted
            case .done: row.isCompleted
            }
        }
        let width = max(3, String(rows.map(\.id).max() ?? 0).count)
        var lines = shown.map { row in
            let id = String(repeating: " ", count: width - String(row.id).count) + String(row.id)
            let mark = row.isCompleted ? style.green("[x]") : "[ ]"
            return "\(style.dim(id)) \(mark) \(row.title.escapingControlCharacters)"
        }
        let done = rows.filter(\.isCompleted).count
        let total = "\(rows.count) \(rows.count == 1 ? "todo" : "todos")"
        switch filter {
        case .all:
            lines.append(style.dim("\(total): \(rows.count - done) active, \(done) done"))
        case .active, .done:
            let count = shown.isEmpty ? "none" : String(shown.count)
            lines.append(style.dim("\(count) \(filter.rawValue) of \(total)"))
        }
        return lines
    }
}
