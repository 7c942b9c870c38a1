import Onward
import TodosCommands
import TodosCore

/// The debug middleware of a store, switched by `:debug on|off|actions`; it writes on standard error.
@MainActor
final class DebugSwitch {
    /// The store watched: the session's, which undo changes in place.
    let store: ToDoStore
    /// Whether the debug output may be colored.
    private let colored: Bool
    /// The middleware installed now, if any.
    private var middleware: DebugMiddleware<ToDoStore>?

    /// What is printed now.
    var mode: DebugMode = .off {
        didSet { apply() }
    }

    /// Creates a switch, off.
    ///
    /// - Parameters:
    ///   - store: The store to watch.
    ///   - colored: Whether the output may be colored (standard error is a terminal, no `NO_COLOR`).
    init(store: ToDoStore, colored: Bool) {
        self.store = store
        self.colored = colored
    }

    private func apply() {
        if let middleware {
            store.dispatchObservers.remove(middleware)
            self.middleware = nil
        }
        guard mode != .off else { return }
        let options = DebugOptions(
            output: .standardError, color: colored ? .always : .never, actionsOnly: mode == .actions)
        let middleware = DebugMiddleware<ToDoStore>(options: options)
        store.dispatchObservers.add(middleware)
        self.middleware = middleware
    }
}
