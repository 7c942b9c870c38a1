import OnwardCore

/// The dispatches running on the stores an observer watches, each with a value the observer keeps
/// for it: pairs `didDispatch` with its `willDispatch`, and tells which running dispatch made a new
/// one.
///
/// A dispatch is found again by its store and ``DispatchEvent/id``, so asynchronous dispatches of
/// one action that overlap, at any depth and ending in any order, each get their own value back.
///
/// The dispatch that made a new one is the innermost dispatch whose code is running it:
/// - a synchronous dispatch cannot be suspended, so while one runs, every dispatch that starts is
///   made by it or by a dispatch nested in it: the last synchronous one started is the parent;
/// - otherwise, the last asynchronous dispatch started in the current task that has not finished:
///   a task runs one thing at a time, so its running dispatches nest.
///
/// A dispatch started by another task (a `Task`, an `async let`, a task group) has no parent, even
/// while others are suspended; ``DispatchEvent/depth`` counts those others all the same.
struct RunningDispatches<Value> {
    private struct Running {
        let store: ObjectIdentifier
        let id: DispatchID
        let isAsync: Bool
        /// The task an asynchronous dispatch runs in. Only compared while the dispatch runs, so the
        /// task is alive and no other task can have its address.
        let task: UnsafeCurrentTask?
        let value: Value
    }

    private var running: [Running] = []

    /// The value of the running dispatch that made the one starting now; `nil` for a top-level one.
    var parent: Value? {
        if let sync = running.last(where: { !$0.isAsync }) { return sync.value }
        guard let task = withUnsafeCurrentTask(body: { $0 }) else { return nil }
        return running.last { $0.isAsync && $0.task == task }?.value
    }

    /// Notes a dispatch that starts, from `willDispatch`.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: Its store.
    ///   - value: What to give back when it finishes.
    mutating func start(_ event: DispatchEvent, on store: AnyObject, _ value: Value) {
        let task = event.isAsync ? withUnsafeCurrentTask { $0 } : nil
        running.append(
            Running(store: ObjectIdentifier(store), id: event.id, isAsync: event.isAsync, task: task, value: value))
    }

    /// Forgets a dispatch that finished, from `didDispatch`.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: Its store.
    /// - Returns: The value given when it started; `nil` for a dispatch it was not told of.
    mutating func finish(_ event: DispatchEvent, on store: AnyObject) -> Value? {
        let store = ObjectIdentifier(store)
        guard let index = running.lastIndex(where: { $0.id == event.id && $0.store == store }) else { return nil }
        return running.remove(at: index).value
    }
}
