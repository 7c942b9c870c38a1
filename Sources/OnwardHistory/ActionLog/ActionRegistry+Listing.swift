import OnwardCore

extension ActionRegistry where S.InteractorType: ActionListing {
    /// Every action the store's interactor declares for this store type, as `@Interactor` lists
    /// them: adding an action to the interactor makes it loggable, with no second list.
    ///
    /// ```swift
    /// let registry = ActionRegistry<ToDoStore>.interactorActions()
    /// ```
    /// An action with an argument type that is not `Codable` cannot be logged: a recorder writes it
    /// as `"unrecorded"`, with that reason. Register the store's own actions (its mutators) on the
    /// result, if logs are to hold them.
    /// - Returns: A new registry.
    @inlinable
    public static func interactorActions() -> ActionRegistry<S> {
        var visitor = RegisteringVisitor(registry: ActionRegistry<S>())
        S.InteractorType.visitActions(&visitor)
        return visitor.registry
    }

    /// Every action a store of this type can be sent: its interactor's (``interactorActions()``)
    /// and the mutators `@Store` generated for it, each under the name the macros wrote, so that a
    /// middleware's `proxy.dispatch(\.isLoadingMutator, true)` is recorded too.
    ///
    /// ```swift
    /// let registry = ActionRegistry<GroceryList>.storeActions()
    /// ```
    /// - Returns: A new registry.
    @inlinable
    public static func storeActions() -> ActionRegistry<S> {
        var visitor = RegisteringVisitor(registry: ActionRegistry<S>())
        S.InteractorType.visitActions(&visitor)
        S.visitMutators(&visitor)
        return visitor.registry
    }
}

/// Registers the actions an interactor lists that are actions of one store type.
///
/// Inlinable, like the interactor's generated `visitActions` when it is public: each registration
/// is then specialized for its action's argument types where the registry is made, as one written
/// by hand is, instead of decoding arguments through generic metadata at every replayed line.
@usableFromInline
struct RegisteringVisitor<S: Store>: ActionVisitor {
    @usableFromInline
    let registry: ActionRegistry<S>

    @inlinable
    init(registry: ActionRegistry<S>) {
        self.registry = registry
    }

    @inlinable
    mutating func visit<I, T: Store, each Argument: Codable>(
        _ action: KeyPath<I, Action<T, repeat each Argument>>, named name: String?
    ) {
        if let action = Self.own(action, as: KeyPath<S.InteractorType, Action<S, repeat each Argument>>.self) {
            registry.register(action, as: name)
        } else if let mutator = Self.own(action, as: KeyPath<S, Action<S, repeat each Argument>>.self) {
            registry.register(mutator, as: name)
        }
    }

    @inlinable
    mutating func visit<I, T: Store, each Argument>(
        _ action: KeyPath<I, Action<T, repeat each Argument>>, named name: String?
    ) {
        let reason = { Self.notCodable(repeat (each Argument).self) }  // worked out only when asked
        if let action = Self.own(action, as: KeyPath<S.InteractorType, Action<S, repeat each Argument>>.self) {
            registry.refuse({ name ?? $0.interactor[keyPath: action].name }, because: reason())
        } else if let mutator = Self.own(action, as: KeyPath<S, Action<S, repeat each Argument>>.self) {
            registry.refuse({ name ?? $0[keyPath: mutator].name }, because: reason())
        }
    }

    @inlinable
    mutating func visit<I, T: Store, each Argument: Codable>(
        _ action: KeyPath<I, AsyncAction<T, repeat each Argument>>, named name: String?
    ) {
        if let action = Self.own(action, as: KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>.self) {
            registry.register(action, as: name)
        } else if let action = Self.own(action, as: KeyPath<S, AsyncAction<S, repeat each Argument>>.self) {
            registry.register(action, as: name)
        }
    }

    @inlinable
    mutating func visit<I, T: Store, each Argument>(
        _ action: KeyPath<I, AsyncAction<T, repeat each Argument>>, named name: String?
    ) {
        let reason = { Self.notCodable(repeat (each Argument).self) }  // worked out only when asked
        if let action = Self.own(action, as: KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>.self) {
            registry.refuse({ name ?? $0.interactor[keyPath: action].name }, because: reason())
        } else if let action = Self.own(action, as: KeyPath<S, AsyncAction<S, repeat each Argument>>.self) {
            registry.refuse({ name ?? $0[keyPath: action].name }, because: reason())
        }
    }

    /// The key path as one from this store's interactor to an action of this store, or `nil` when
    /// it is another store type's.
    ///
    /// Compares the types instead of casting: once specialized the comparison folds away, and the
    /// key path literal stays known to the optimizer, which folds it into the registered dispatch
    /// as it does for one registered by hand (a dynamic cast would hide it).
    @inlinable
    static func own<Given: AnyKeyPath, Wanted: AnyKeyPath>(_ keyPath: Given, as wanted: Wanted.Type) -> Wanted? {
        guard Given.self == Wanted.self else { return nil }
        return unsafeDowncast(keyPath, to: Wanted.self)
    }

    /// Why arguments of these types cannot be logged: the ones that are not `Codable`.
    @usableFromInline
    static func notCodable<each Argument>(_ types: repeat (each Argument).Type) -> String {
        var names: [String] = []
        for type in repeat each types {
            if !(type is any Codable.Type) { names.append("\(type)") }
        }
        return "its argument type \(names.joined(separator: ", ")) is not Codable"
    }
}
