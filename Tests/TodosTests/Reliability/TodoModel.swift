import TestGate

/// What a todo list should hold after a run of REPL commands: its todos, and the action log the
/// commands must have written.
///
/// The crash test generates commands from it, each one valid for the list at that point, so every
/// command is acknowledged with exactly one line on standard output and one line in the log.
struct TodoModel: Equatable {
    /// One todo.
    struct Item: Equatable {
        var id: Int
        var title: String
        var isCompleted: Bool
    }

    /// One command, what `todos` prints for it, and the list after it.
    struct Step {
        /// The line typed, without its line break.
        let command: String
        /// The line printed on standard output, without its line break.
        let output: String
        /// The list after the command.
        let after: TodoModel
    }

    /// The todos, in order.
    private(set) var todos: [Item] = []
    /// The id the next added todo gets.
    private(set) var nextID = 1
    /// The logged actions so far: name and JSON arguments.
    private(set) var actions: [(name: String, arguments: String)] = []
    /// A number for unique titles.
    private var serial = 0

    /// The state as `:state` prints it.
    var stateJSON: String {
        let items = todos.map { #"{"id":\#($0.id),"isCompleted":\#($0.isCompleted),"title":"\#($0.title)"}"# }
        return #"{"todos":["# + items.joined(separator: ",") + "]}"
    }

    /// The action log the commands so far must have left.
    var log: String {
        ActionLogText.log(actions.map { ($0.name, $0.arguments) })
    }

    static func == (left: TodoModel, right: TodoModel) -> Bool {
        left.todos == right.todos && left.nextID == right.nextID && left.log == right.log
    }

    /// A random command that is valid for the list as it is.
    ///
    /// - Parameters:
    ///   - random: The generator.
    ///   - importFile: The absolute path of a file holding `Bread` and `- [x] Eggs`.
    /// - Returns: The command, its output, and the list after it.
    func randomStep(using random: inout SplitMix64, importFile: String) -> Step {
        var next = self
        next.serial += 1
        let roll = Int.random(in: 0..<100, using: &random)
        guard !todos.isEmpty, roll >= (todos.count > 12 ? 5 : 30) else {
            if roll < 4 { return next.importing(importFile) }
            return next.adding(["milk", "train", "call Ann", "rent", "plants"].randomElement(using: &random) ?? "")
        }
        let index = Int.random(in: 0..<todos.count, using: &random)
        let todo = todos[index]
        switch roll {
        case ..<48:
            next.todos[index].isCompleted.toggle()
            next.actions.append(("toggle", "[\(todo.id)]"))
            let verb = todo.isCompleted ? "reopened" : "completed"
            return Step(command: "toggle \(todo.id)", output: "\(verb) \(todo.id): \(todo.title)", after: next)
        case ..<60 where !todo.isCompleted:
            next.todos[index].isCompleted = true
            next.actions.append(("toggle", "[\(todo.id)]"))
            return Step(command: "done \(todo.id)", output: "completed \(todo.id): \(todo.title)", after: next)
        case ..<75:
            let title = "renamed \(next.serial)"
            next.todos[index].title = title
            next.actions.append(("edit", #"[\#(todo.id),"\#(title)"]"#))
            return Step(command: "edit \(todo.id) \(title)", output: "edited \(todo.id): \(title)", after: next)
        case ..<92:
            next.todos.remove(at: index)
            next.actions.append(("remove", "[\(todo.id)]"))
            return Step(command: "rm \(todo.id)", output: "removed \(todo.id): \(todo.title)", after: next)
        default:
            let count = todos.filter(\.isCompleted).count
            guard count > 0 else { return next.adding("tea") }
            next.todos.removeAll(where: \.isCompleted)
            next.actions.append(("clearCompleted", "[]"))
            let noun = count == 1 ? "todo" : "todos"
            return Step(command: "clear", output: "cleared \(count) completed \(noun)", after: next)
        }
    }

    private func adding(_ word: String) -> Step {
        var next = self
        let title = "\(word) \(serial)"
        next.todos.append(Item(id: nextID, title: title, isCompleted: false))
        next.nextID += 1
        next.actions.append(("add", #"["\#(title)"]"#))
        return Step(command: "add \(title)", output: "added \(nextID): \(title)", after: next)
    }

    private func importing(_ path: String) -> Step {
        var next = self
        next.todos.append(Item(id: nextID, title: "Bread", isCompleted: false))
        next.todos.append(Item(id: nextID + 1, title: "Eggs", isCompleted: true))
        next.nextID += 2
        // The log holds what the import added, so a replay never reads the file again.
        let effects =
            #"[[{"action":"add","args":["Bread"]},{"action":"add","args":["Eggs"]},"#
            + #"{"action":"toggle","args":[\#(nextID + 1)]}]]"#
        next.actions.append(("importFile", #"["\#(path)"],"effects":"# + effects))
        return Step(command: "import \(path)", output: "imported 2 todos from \(path)", after: next)
    }
}
