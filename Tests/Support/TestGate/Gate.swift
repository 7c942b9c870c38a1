/// A point an async action waits at until the test opens it: holds an action while it runs, or
/// drives overlapping dispatches in an exact order, without sleeping.
@MainActor
public final class Gate {
    private var isOpen = false
    private var waiter: CheckedContinuation<Void, Never>?
    private var watchers: [CheckedContinuation<Void, Never>] = []

    /// Creates a closed gate.
    public init() {}

    /// Waits until ``open()`` is called (returns at once if it was).
    public func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { continuation in
            waiter = continuation
            for watcher in watchers { watcher.resume() }
            watchers = []
        }
    }

    /// Returns once something waits at the gate.
    public func reached() async {
        guard waiter == nil, !isOpen else { return }
        await withCheckedContinuation { watchers.append($0) }
    }

    /// Lets the waiter go on.
    public func open() {
        isOpen = true
        waiter?.resume()
        waiter = nil
    }
}
