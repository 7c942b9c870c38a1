/// The observers of one store instance, and the point in the dispatch path that calls them.
///
/// `@Store` gives every store one, as `dispatchObservers`. With none added, a dispatch pays one
/// branch for it.
/// ```swift
/// store.dispatchObservers.add(DebugMiddleware())
/// ```
public final class DispatchObservers<S: Store> {
    /// An observer's two calls as closures: cheaper to call than a parameterized existential.
    @usableFromInline
    struct Entry {
        @usableFromInline let id: ObjectIdentifier
        @usableFromInline let willDispatch: (DispatchEvent, S) -> Void
        @usableFromInline let didDispatch: (DispatchEvent, S) -> Void
    }

    /// Whether no observer is installed; the dispatch path checks only this.
    public private(set) var isEmpty = true

    @usableFromInline
    var entries: [Entry] = [] {
        didSet { isEmpty = entries.isEmpty }
    }

    /// How many dispatches are running on the store right now.
    @usableFromInline
    var depth = 0

    /// Creates an empty set of observers.
    public init() {}

    /// Adds an observer; it sees every later dispatch. The store keeps it until it is removed.
    ///
    /// - Parameter observer: The observer to add.
    public func add<Observer: DispatchObserver>(_ observer: Observer) where Observer.StoreType == S {
        entries.append(
            Entry(
                id: ObjectIdentifier(observer),
                willDispatch: { observer.willDispatch($0, to: $1) },
                didDispatch: { observer.didDispatch($0, to: $1) }
            )
        )
    }

    /// Removes an observer added before; nothing happens if it was not.
    ///
    /// - Parameter observer: The observer to remove.
    public func remove(_ observer: some DispatchObserver) {
        entries.removeAll { $0.id == ObjectIdentifier(observer) }
    }

    /// Runs a synchronous dispatch between the observers' `willDispatch` and `didDispatch`.
    @inlinable
    func observe(_ name: String, _ arguments: [Any], on store: S, _ run: () -> Void) {
        let event = DispatchEvent(name: name, arguments: arguments, depth: depth, isAsync: false)
        let watching = entries
        for entry in watching { entry.willDispatch(event, store) }
        depth += 1
        run()
        depth -= 1
        for entry in watching { entry.didDispatch(event, store) }
    }

    /// Runs an asynchronous dispatch between the observers' `willDispatch` and `didDispatch`.
    @inlinable
    nonisolated(nonsending) func observe(
        _ name: String,
        _ arguments: [Any],
        on store: S,
        _ run: nonisolated(nonsending) () async -> Void
    ) async {
        let event = DispatchEvent(name: name, arguments: arguments, depth: depth, isAsync: true)
        let watching = entries
        for entry in watching { entry.willDispatch(event, store) }
        depth += 1
        await run()
        depth -= 1
        for entry in watching { entry.didDispatch(event, store) }
    }
}
