/// How the `visitNestedStores(_:)` that `@Store` generates finds the stores held in each stored
/// property (not a `weak` or `unowned` one), chosen by the property's declared type: a store, or
/// an optional, an array, a set or a dictionary's values of stores, at any depth (`[[Item]]`,
/// `[Item?]`, `[String: [Item]]`; see ``NestedStoreHolder``), or any other collection of stores. A
/// property of any other type holds none that it looks for (a store inside a struct of the state
/// is not found).
///
/// ```swift
/// // what @Store generates for `var todos: [ToDo] = []`:
/// func visitNestedStores(_ visit: (any Store) -> Void) {
///     NestedStoreVisit.visit(self.todos, visit)
/// }
/// ```
public enum NestedStoreVisit {
    /// A value of a type that holds no store that is looked for: nothing to visit.
    @inlinable @_disfavoredOverload
    public static func visit<Value>(_ value: Value, _ visit: (any Store) -> Void) {}

    /// Visits the stores a value holds: a store, or stores in optionals, arrays, sets and
    /// dictionaries, at any depth.
    @inlinable
    public static func visit<Held: NestedStoreHolder>(_ value: Held, _ visit: (any Store) -> Void) {
        value.visitHeldStores(visit)
    }

    /// Visits each store of another collection, in order.
    @inlinable @_disfavoredOverload
    public static func visit<Stores: Sequence>(_ stores: Stores, _ visit: (any Store) -> Void)
    where Stores.Element: Store {
        for store in stores { visit(store) }
    }

    /// Visits each store of another collection that is optional, if there is one.
    @inlinable @_disfavoredOverload
    public static func visit<Stores: Sequence>(_ stores: Stores?, _ visit: (any Store) -> Void)
    where Stores.Element: Store {
        if let stores { for store in stores { visit(store) } }
    }
}

/// A value that holds stores a history of the store whose state holds it guards: a store (every
/// store is one), and an optional, an array, a set or a dictionary (its values) of such values, at
/// any depth.
public protocol NestedStoreHolder {
    /// Shows `visit` each store this value holds, in order: a store shows itself, not the stores in
    /// its own state.
    ///
    /// - Parameter visit: Told each store.
    func visitHeldStores(_ visit: (any Store) -> Void)
}

extension Store {
    /// Shows `visit` this store.
    ///
    /// - Parameter visit: Told this store.
    @inlinable
    public func visitHeldStores(_ visit: (any Store) -> Void) { visit(self) }
}

extension Optional: NestedStoreHolder where Wrapped: NestedStoreHolder {
    /// Shows `visit` the stores the wrapped value holds, if there is one.
    ///
    /// - Parameter visit: Told each store.
    @inlinable
    public func visitHeldStores(_ visit: (any Store) -> Void) { self?.visitHeldStores(visit) }
}

extension Array: NestedStoreHolder where Element: NestedStoreHolder {
    /// Shows `visit` the stores each element holds, in order.
    ///
    /// - Parameter visit: Told each store.
    @inlinable
    public func visitHeldStores(_ visit: (any Store) -> Void) {
        for element in self { element.visitHeldStores(visit) }
    }
}

extension Set: NestedStoreHolder where Element: NestedStoreHolder {
    /// Shows `visit` the stores each element holds.
    ///
    /// - Parameter visit: Told each store.
    @inlinable
    public func visitHeldStores(_ visit: (any Store) -> Void) {
        for element in self { element.visitHeldStores(visit) }
    }
}

extension Dictionary: NestedStoreHolder where Value: NestedStoreHolder {
    /// Shows `visit` the stores each value holds.
    ///
    /// - Parameter visit: Told each store.
    @inlinable
    public func visitHeldStores(_ visit: (any Store) -> Void) {
        for value in values { value.visitHeldStores(visit) }
    }
}
