import OnwardCore

/// Knows which stores nested in an observed state changed since the last capture.
///
/// Stores change only by dispatching their actions, so a marker observer on each nested store is
/// enough to know which ones a capture must read again; the others are reused as captured.
final class StoreChangeTracker {
    private struct Tracked {
        weak var store: AnyObject?
        let detach: () -> Void
    }

    private var tracked: [ObjectIdentifier: Tracked] = [:]
    private var changedStores: Set<ObjectIdentifier> = []
    private let root: ObjectIdentifier

    /// Told of each dispatch on a tracked store as it starts (`false`) and as it finishes (`true`):
    /// how the debug middleware shows it under the dispatch that made it.
    private let onDispatch: (_ event: DispatchEvent, _ store: AnyObject, _ isFinished: Bool) -> Void

    /// Creates a tracker for the state of `root`, the observed store itself, which is never
    /// marked: it is read every time.
    init(
        root: AnyObject, onDispatch: @escaping (_ event: DispatchEvent, _ store: AnyObject, _ isFinished: Bool) -> Void
    ) {
        self.root = ObjectIdentifier(root)
        self.onDispatch = onDispatch
    }

    /// Whether a store is tracked and no dispatch touched it since the last capture.
    func isUnchanged(_ object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        guard !changedStores.contains(id), let entry = tracked[id] else { return false }
        return entry.store === object
    }

    /// Starts tracking a class instance of the state, if it is a store and not the observed store,
    /// and returns whether its dispatches are now tracked.
    func track(_ object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        guard id != root else { return false }
        if let entry = tracked[id], entry.store === object { return true }
        guard let store = object as? any Store, !Self.isSubclassOfAStore(object) else { return false }
        tracked[id] = Tracked(store: object, detach: attachMarker(to: store))
        return true
    }

    /// Whether an object's class is a subclass of a store class. Such a store dispatches as the
    /// class marked `@Store`, whose type its observers are made for; seen here as the subclass, it
    /// is not tracked, and is compared by its properties instead.
    private static func isSubclassOfAStore(_ object: AnyObject) -> Bool {
        Mirror(reflecting: object).superclassMirror.map { $0.subjectType is any Store.Type } ?? false
    }

    private func attachMarker<Nested: Store>(to store: Nested) -> () -> Void {
        let marker = Marker<Nested>(tracker: self)
        store.dispatchObservers.add(marker)
        return { [weak store] in store?.dispatchObservers.remove(marker) }
    }

    /// Notes a dispatch on a tracked store: the store changed, and ``onDispatch`` is told.
    fileprivate func dispatched(_ event: DispatchEvent, on store: AnyObject, isFinished: Bool) {
        changedStores.insert(ObjectIdentifier(store))
        onDispatch(event, store, isFinished)
    }

    /// Forgets the changes seen so far: a capture has just read them.
    func startRound() {
        changedStores.removeAll(keepingCapacity: true)
    }

    /// Removes every marker from the stores still alive.
    func detachAll() {
        for entry in tracked.values { entry.detach() }
        tracked.removeAll()
    }

    /// The stores among `stores` that changed since the last capture: usually few, found without
    /// walking `stores`.
    func changed(among stores: Set<ObjectIdentifier>) -> [ObjectIdentifier] {
        guard !stores.isEmpty else { return [] }
        return changedStores.filter { stores.contains($0) }
    }
}

/// An observer put on a store nested in the observed state, telling its tracker when it changes.
private final class Marker<Nested: Store>: DispatchObserver {
    private weak var tracker: StoreChangeTracker?

    init(tracker: StoreChangeTracker) {
        self.tracker = tracker
    }

    func willDispatch(_ event: DispatchEvent, to store: Nested) {
        tracker?.dispatched(event, on: store, isFinished: false)
    }

    func didDispatch(_ event: DispatchEvent, to store: Nested) {
        tracker?.dispatched(event, on: store, isFinished: true)
    }
}
