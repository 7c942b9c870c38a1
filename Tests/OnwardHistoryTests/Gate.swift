import Onward

/// A point an async action waits at until the test opens it, as `OnwardDebugTests`' gate is:
/// holds an action while it runs, without sleeping.
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

extension CounterInteractor {
    /// Sets the count through a middleware, then waits at `gate`: an action still running, its
    /// change already in the store and its line not yet in the log.
    static func setThenWait(at gate: Gate) -> AsyncAction<Counter, Int> {
        AsyncAction("setThenWait") { amount in
            AsyncMiddleware { proxy in
                proxy.dispatch(\.countMutator, amount)
                await gate.wait()
            }
        }
    }
}
