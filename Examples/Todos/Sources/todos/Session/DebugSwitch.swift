import Onward
import TodosCommands
import TodosCore

/// The debug middleware of a store, switched by `:debug on|off|actions`; it writes on standard error.
@MainActor
final class DebugSwitch {
    /// The store watched: the session's, which undo changes in place.
    let store: ToDoStore
    /// The middleware installed now, if any.
    private var middleware: DebugMiddleware<ToDoStore>?

    /// What is printed now.
    var mode: DebugMode = .off {
        didSet { apply() }
    }

    /// Creates a switch, off, for a store.
    init(store: ToDoStore) {
        self.store = store
    }

    private func apply() {
        if let middleware {
            store.dispatchObservers.remove(middleware)
            self.middleware = nil
        }
        guard mode != .off else { return }
        // Colored as the console's errors are: on a terminal, without `NO_COLOR`.
        let middleware = DebugMiddleware<ToDoStore>(options: DebugOptions(actionsOnly: mode == .actions))
        store.dispatchObservers.add(middleware)
        self.middleware = middleware
    }
}
