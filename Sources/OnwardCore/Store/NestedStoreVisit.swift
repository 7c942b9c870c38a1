/// How the `visitNestedStores(_:)` that `@Store` generates finds the stores held in each stored
/// property (not a `weak` or `unowned` one), chosen by the property's declared type: a store, an
/// optional store, a collection of stores, an optional collection of stores, or a dictionary whose
/// values are stores, optional or not. A property of any other type holds none that it looks for (a
/// store inside a struct of the state is not found).
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

    /// Visits a store.
    @inlinable
    public static func visit<Nested: Store>(_ store: Nested, _ visit: (any Store) -> Void) {
        visit(store)
    }

    /// Visits an optional store, if there is one.
    @inlinable
    public static func visit<Nested: Store>(_ store: Nested?, _ visit: (any Store) -> Void) {
        if let store { visit(store) }
    }

    /// Visits each store of a collection, in order; a store that is also a collection of stores (a
    /// tree's node) is visited as a store.
    @inlinable @_disfavoredOverload
    public static func visit<Stores: Sequence>(_ stores: Stores, _ visit: (any Store) -> Void)
    where Stores.Element: Store {
        for store in stores { visit(store) }
    }

    /// Visits each store of an optional collection, if there is one.
    @inlinable @_disfavoredOverload
    public static func visit<Stores: Sequence>(_ stores: Stores?, _ visit: (any Store) -> Void)
    where Stores.Element: Store {
        if let stores { for store in stores { visit(store) } }
    }

    /// Visits each store that is a value of a dictionary.
    @inlinable
    public static func visit<Key, Nested: Store>(_ stores: [Key: Nested], _ visit: (any Store) -> Void) {
        for store in stores.values { visit(store) }
    }

    /// Visits each store that is a value of an optional dictionary, if there is one.
    @inlinable
    public static func visit<Key, Nested: Store>(_ stores: [Key: Nested]?, _ visit: (any Store) -> Void) {
        if let stores { for store in stores.values { visit(store) } }
    }
}
