/// A class that holds state and changes only through the actions of its interactor.
///
/// Apply `@Store(SomeInteractor.self)` to a class rather than conforming by hand: the macro adds
/// ``interactor``, a mutator action for every mutable stored property and the conformance.
public protocol Store: AnyObject, NestedStoreHolder {
    /// The interactor type whose actions drive this store.
    associatedtype InteractorType: Interactor

    /// The interactor whose actions this store dispatches by key path.
    var interactor: InteractorType { get }

    /// Where the store keeps its observers (``dispatchObservers``) once it has any; `@Store` adds
    /// an empty one. OnwardCore writes it: never assign it, which would drop the store's observers
    /// and the guard of a history on it.
    ///
    /// A store written by hand declares it as `@Store` does, and with `@ObservationIgnored` first
    /// in an `@Observable` class:
    /// ```swift
    /// @exclusivity(unchecked) var observerStorage = DispatchObserverStorage()
    /// @ObservationIgnored @exclusivity(unchecked) var observerStorage = DispatchObserverStorage()
    /// ```
    var observerStorage: DispatchObserverStorage { get set }

    /// The name of the stored property a key path of this store names, as a snapshot of the store
    /// shows it, or `nil` when the key path names none; `@Store` generates it in debug builds
    /// (where `DEBUG` is set), since a key path of a stored property makes an optimized build check
    /// exclusive access to the property on every access.
    ///
    /// ```swift
    /// ToDoStore.storedPropertyName(of: \ToDoStore.todos)  // "todos" in a debug build, nil otherwise
    /// ```
    /// - Parameter keyPath: A key path of one component, rooted in this store.
    static func storedPropertyName(of keyPath: AnyKeyPath) -> String?

    /// Shows the visitor each mutator `@Store` generated (`<property>Mutator`), with its name, so
    /// that an action registry holds them with no hand registration.
    ///
    /// ```swift
    /// // what @Store generates for `var items: [String] = []`:
    /// static func visitMutators(_ visitor: inout some ActionVisitor) {
    ///     visitor.visit(\GroceryList.itemsMutator, named: "itemsMutator")
    /// }
    /// ```
    /// - Parameter visitor: The visitor.
    static func visitMutators(_ visitor: inout some ActionVisitor)

    /// Shows `visit` each store held in this store's stored properties (a `ToDo` in `todos`), so
    /// that a history of this store can guard them; `@Store` generates it (see
    /// ``NestedStoreVisit``) for a class with a stored property that may hold one.
    ///
    /// - Parameter visit: Told each store, in the order the properties are declared.
    func visitNestedStores(_ visit: (any Store) -> Void)

    /// The read-only view of this store that middleware receives.
    typealias Proxy = StoreProxy<Self>

    /// The interactor type, by the name upstream onward gives it (`ToDoStore.I`).
    typealias I = InteractorType
}

extension Store {
    /// A store declared without `@Store` names none of its properties.
    ///
    /// - Parameter keyPath: A key path rooted in this store.
    public static func storedPropertyName(of keyPath: AnyKeyPath) -> String? { nil }

    /// A store declared without `@Store`, or without a property that may hold a store, shows none.
    ///
    /// - Parameter visit: Told each nested store.
    public func visitNestedStores(_ visit: (any Store) -> Void) {}

    /// A store declared without `@Store` has no generated mutators to show.
    ///
    /// - Parameter visitor: The visitor.
    public static func visitMutators(_ visitor: inout some ActionVisitor) {}
}
