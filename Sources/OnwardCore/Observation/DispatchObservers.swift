/// The observers of one store instance, and the point in the dispatch path that calls them.
///
/// `@Store` gives every store one, as `dispatchObservers`. With none added, a dispatch pays one
/// branch for it.
/// ```swift
/// store.dispatchObservers.add(DebugMiddleware())
/// ```
public final class DispatchObservers<S: Store> {
    /// Whether no observer is installed; the dispatch path checks only this.
    public private(set) var isEmpty = true

    @usableFromInline
    var observers: [any DispatchObserver<S>] = [] {
        didSet { isEmpty = observers.isEmpty }
    }

    /// How many dispatches are running on the store right now, outermost first.
    @usableFromInline
    var depth = 0

    /// Creates an empty set of observers.
    public init() {}

    /// Adds an observer; it sees every later dispatch.
    ///
    /// - Parameter observer: The observer to add.
    public func add(_ observer: any DispatchObserver<S>) {
        observers.append(observer)
    }

    /// Removes an observer added before; nothing happens if it was not.
    ///
    /// - Parameter observer: The observer to remove.
    public func remove(_ observer: any DispatchObserver<S>) {
        observers.removeAll { $0 === observer }
    }

    /// Runs a synchronous dispatch between the observers' `willDispatch` and `didDispatch`.
    @usableFromInline
    func observe(_ name: String, _ arguments: [Any], on store: S, _ run: () -> Void) {
        let event = DispatchEvent(name: name, arguments: arguments, depth: depth, isAsync: false)
        let watching = observers
        for observer in watching { observer.willDispatch(event, to: store) }
        depth += 1
        run()
        depth -= 1
        for observer in watching { observer.didDispatch(event, to: store) }
    }

    /// Runs an asynchronous dispatch between the observers' `willDispatch` and `didDispatch`.
    @usableFromInline
    nonisolated(nonsending) func observe(
        _ name: String,
        _ arguments: [Any],
        on store: S,
        _ run: nonisolated(nonsending) () async -> Void
    ) async {
        let event = DispatchEvent(name: name, arguments: arguments, depth: depth, isAsync: true)
        let watching = observers
        for observer in watching { observer.willDispatch(event, to: store) }
        depth += 1
        await run()
        depth -= 1
        for observer in watching { observer.didDispatch(event, to: store) }
    }
}
