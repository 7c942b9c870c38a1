import OnwardCore

/// A point an async action waits at until the test opens it: drives overlapping dispatches in an
/// exact order, without sleeping.
@MainActor
final class Gate {
    private var isOpen = false
    private var waiter: CheckedContinuation<Void, Never>?
    private var watchers: [CheckedContinuation<Void, Never>] = []

    /// Waits until ``open()`` is called (returns at once if it was).
    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { continuation in
            waiter = continuation
            for watcher in watchers { watcher.resume() }
            watchers = []
        }
    }

    /// Returns once something waits at the gate.
    func reached() async {
        guard waiter == nil, !isOpen else { return }
        await withCheckedContinuation { watchers.append($0) }
    }

    /// Lets the waiter go on.
    func open() {
        isOpen = true
        waiter?.resume()
        waiter = nil
    }
}

extension TodoInteractor {
    /// Adds a title once `gate` opens: dispatched from several tasks, these overlap in the order
    /// the test opens the gates. Every one is named `waitingAdd`.
    @MainActor
    static func waitingAdd(_ gate: Gate) -> AsyncAction<ToDoStore, String> {
        AsyncAction("waitingAdd") { title in
            AsyncMiddleware { proxy in
                await gate.wait()
                proxy.dispatch(\.add, title)
            }
        }
    }
}
