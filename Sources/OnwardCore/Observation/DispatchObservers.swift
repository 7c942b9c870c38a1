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

    /// What the dispatch path reads and writes on every dispatch.
    @usableFromInline
    struct Counters {
        /// Whether no observer is installed.
        @usableFromInline var isEmpty = true
        /// How many dispatches are running on the store right now.
        @usableFromInline var depth = 0
    }

    /// Whether no observer is installed; the dispatch path checks only this.
    @inlinable
    public var isEmpty: Bool { counters.pointee.isEmpty }

    /// The counters live behind a `let` pointer: a class's stored `var` costs a dynamic exclusivity
    /// check (`swift_beginAccess`, several nanoseconds) on every access, a pointer costs one load.
    @usableFromInline
    let counters: UnsafeMutablePointer<Counters>

    @usableFromInline
    var entries: [Entry] = [] {
        didSet { counters.pointee.isEmpty = entries.isEmpty }
    }

    /// Creates an empty set of observers.
    public init() {
        counters = .allocate(capacity: 1)
        counters.initialize(to: Counters())
    }

    deinit {
        counters.deallocate()
    }

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
        let event = DispatchEvent(name: name, arguments: arguments, depth: counters.pointee.depth, isAsync: false)
        let watching = entries
        for entry in watching { entry.willDispatch(event, store) }
        counters.pointee.depth += 1
        run()
        counters.pointee.depth -= 1
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
        let event = DispatchEvent(name: name, arguments: arguments, depth: counters.pointee.depth, isAsync: true)
        let watching = entries
        for entry in watching { entry.willDispatch(event, store) }
        counters.pointee.depth += 1
        await run()
        counters.pointee.depth -= 1
        for entry in watching { entry.didDispatch(event, store) }
    }
}
