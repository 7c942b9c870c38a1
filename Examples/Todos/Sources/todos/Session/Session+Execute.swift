import Onward
import OnwardExpand
import TodosCommands
import TodosCore

extension Session {
    /// Runs a parsed command other than `:quit` and prints its result.
    ///
    /// - Throws: A ``SessionError`` when the interactor refuses it.
    func execute(_ command: Command) async throws(SessionError) {
        switch command {
        case .add(let title):
            let id = store.nextID
            guard store.hasIDLeft else { throw .refused(.noIDLeft, typedPath: nil) }
            store.dispatch(\.add, try checked { () throws(TodoError) in try store.interactor.checkedTitle(title) })
            console.print("added \(id): \((store.todo(withID: id)?.title ?? title).escapingControlCharacters)")
        case .complete(let id):
            let todo = try existing(id)
            guard !todo.isCompleted else {
                console.print(
                    "\(id) is already done: \(todo.title.escapingControlCharacters) ('toggle \(id)' marks it not done)")
                return
            }
            store.dispatch(\.toggle, id)
            console.print("completed \(id): \(todo.title.escapingControlCharacters)")
        case .toggle(let id):
            let todo = try existing(id)
            store.dispatch(\.toggle, id)
            console.print(
                "\(todo.isCompleted ? "completed" : "reopened") \(id): \(todo.title.escapingControlCharacters)")
        case .edit(let id, let title):
            let id = try checked { () throws(TodoError) in try store.interactor.checkedID(id, in: store) }
            store.dispatch(\.edit, id, try checked { () throws(TodoError) in try store.interactor.checkedTitle(title) })
            console.print("edited \(id): \((store.todo(withID: id)?.title ?? title).escapingControlCharacters)")
        case .remove(let id):
            let todo = try existing(id)
            store.dispatch(\.remove, id)
            console.print("removed \(id): \(todo.title.escapingControlCharacters)")
        case .clearCompleted:
            let count = store.todos.filter(\.isCompleted).count
            guard count > 0 else {
                console.print("nothing to clear: no todo is done")
                return
            }
            store.dispatch(\.clearCompleted)
            console.print("cleared \(count) completed \(count == 1 ? "todo" : "todos")")
        case .importFile(let typed):
            guard store.hasIDLeft else { throw .refused(.noIDLeft, typedPath: nil) }
            let path = LogLocation.absolute(typed, environment: environment)
            let first = store.nextID
            announceLongWork(on: path, doing: "importing \(typed)", over: 1 << 20)
            let (result, wasInterrupted) = await Interrupt.cancellingOnCtrlC { [store] () -> Result<Void, TodoError> in
                do throws(TodoError) {
                    return .success(try await store.importCheckedFile(path))
                } catch {
                    return .failure(error)
                }
            }
            if case .failure(let error) = result { throw .refused(error, typedPath: typed) }
            let count = store.nextID - first
            let imported = "imported \(count) \(count == 1 ? "todo" : "todos") from \(typed)"
            let stopped = " before \(Termination.stopper) stopped it (':undo' takes them back)"
            console.print(imported + (wasInterrupted ? stopped : ""))
        case .list(let filter):
            for line in ListView.lines(store.todos, filter: filter, style: console.output) { console.print(line) }
        case .help(let topic):
            for line in topic.map({ HelpText.topic($0) ?? [$0] }) ?? HelpText.all { console.print(line) }
        case .state:
            console.print(store.stateJSON)
        case .expand(let target):
            do {
                if let target, SourceExpansion.isPath(target) {
                    announceLongWork(
                        on: LogLocation.absolute(target, environment: environment), doing: "expanding \(target)",
                        over: 256 << 10)
                }
                Interrupt.reset()
                let output = try MacroExpansion.expand(
                    target.map { [$0] } ?? [], style: console.output, isInterrupted: Interrupt.stopsWork)
                for line in output.lines { console.print(line) }
            } catch {
                throw .expansion(error)
            }
        case .debug(nil):
            console.print("debug is \(debug.mode.rawValue); ':debug on|off|actions' changes it")
        case .debug(let mode?):
            debug.mode = mode
            console.print(Self.describe(mode))
        case .undo, .redo, .jump, .log, .record, .stopRecording:
            try await travel(command)
        case .quit:
            break
        }
    }

    /// What `:debug` prints after a change.
    private static func describe(_ mode: DebugMode) -> String {
        switch mode {
        case .on: "debug on: each action and the changes it made, on standard error"
        case .actions: "debug on: each action, without changes, on standard error"
        case .off: "debug off"
        }
    }

    /// The todo with an id, or the error that names the id.
    private func existing(_ id: Int) throws(SessionError) -> ToDo {
        guard let todo = store.todo(withID: id) else { throw .refused(.unknownID(id), typedPath: nil) }
        return todo
    }

    /// Says, at a terminal, that work on a large file has started and that Ctrl-C stops it.
    private func announceLongWork(on path: String, doing work: String, over threshold: Int) {
        guard reader.isInteractive, let size = LogFiles.size(of: path), size > threshold else { return }
        let megabytes = String(format: "%.1f", Double(size) / Double(1 << 20))
        console.print(console.output.dim("\(work) (\(megabytes) MB); Ctrl-C stops it"))
        console.flush()
    }

    /// What a check of the interactor returns, or its refusal as the session's error.
    private func checked<Value>(_ check: () throws(TodoError) -> Value) throws(SessionError) -> Value {
        do {
            return try check()
        } catch {
            throw .refused(error, typedPath: nil)
        }
    }
}
