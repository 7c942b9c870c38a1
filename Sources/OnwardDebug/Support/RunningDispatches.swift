import OnwardCore

/// The dispatches running on the stores an observer watches, each with a value the observer keeps
/// for it: pairs `didDispatch` with its `willDispatch`, and finds the running dispatch that made a
/// new one.
///
/// A dispatch is found again by its store and ``DispatchEvent/id``, so asynchronous dispatches of
/// one action that overlap, at any depth and ending in any order, each get their own value back.
/// The dispatch that made a new one is its ``DispatchEvent/parent``, which OnwardCore sets: a
/// dispatch started by another task, or by a `Task` that outlived the dispatch that started it,
/// has no running parent, even while others are suspended.
struct RunningDispatches<Value> {
    private struct Running {
        let store: ObjectIdentifier
        let id: DispatchID
        let value: Value
    }

    private var running: [Running] = []

    /// The value of the running dispatch that made a dispatch; `nil` for a top-level one, or one
    /// whose parent this observer does not watch or that has finished.
    func parent(of event: DispatchEvent) -> Value? {
        guard let parent = event.parent else { return nil }
        return running.last { $0.id == parent.id && $0.store == parent.store }?.value
    }

    /// Notes a dispatch that starts, from `willDispatch`.
    mutating func start(_ event: DispatchEvent, on store: AnyObject, _ value: Value) {
        running.append(Running(store: ObjectIdentifier(store), id: event.id, value: value))
    }

    /// Forgets a dispatch that finished, from `didDispatch`: the value given when it started; `nil`
    /// for a dispatch it was not told of.
    mutating func finish(_ event: DispatchEvent, on store: AnyObject) -> Value? {
        let store = ObjectIdentifier(store)
        guard let index = running.lastIndex(where: { $0.id == event.id && $0.store == store }) else { return nil }
        return running.remove(at: index).value
    }
}
