import OnwardCore

/// The actions of a store type that action logs can hold, by name: how to encode each one's
/// arguments when recording and how to dispatch a line when replaying.
///
/// ```swift
/// let registry = ActionRegistry<ToDoStore>()
///     .register(\TodoInteractor.add)        // Action<ToDoStore, String>, logged as "add"
///     .register(\TodoInteractor.toggle)
///     .register(\ToDoStore.nextIDMutator)   // an action of the store itself
/// ```
/// Every argument type must be `Codable`: registering an action with another argument type does
/// not compile. An action is logged under its name (the property that declares it) unless one is
/// given; registering a second action under a name replaces the first.
public final class ActionRegistry<S: Store> {
    private enum Name {
        case given(String)
        case read((S) -> String)
    }

    private var registrations: [(name: Name, entry: RegisteredAction<S>)] = []
    private var resolved: [String: RegisteredAction<S>]?

    /// Creates an empty registry.
    public init() {}

    /// Registers an action of the store's interactor.
    ///
    /// - Parameters:
    ///   - action: A key path to the action, such as `\TodoInteractor.add`.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    public func register<each Argument: Codable>(
        _ action: KeyPath<S.InteractorType, Action<S, repeat each Argument>>,
        as name: String? = nil
    ) -> Self {
        let entry = RegisteredAction<S>(
            isAsync: false,
            argumentCount: ArgumentCoding.count(repeat (each Argument).self),
            encode: { try ArgumentCoding.encode($0, as: repeat (each Argument).self) },
            decode: { values in
                let arguments = try ArgumentCoding.decode(values, as: repeat (each Argument).self)
                return .sync { store in store.dispatch(action, repeat each arguments) }
            }
        )
        return add(entry, name: name.map(Name.given) ?? .read { $0.interactor[keyPath: action].name })
    }

    /// Registers an action of the store itself, such as a generated mutator.
    ///
    /// - Parameters:
    ///   - action: A key path to the action, such as `\ToDo.titleMutator`.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    public func register<each Argument: Codable>(
        _ action: KeyPath<S, Action<S, repeat each Argument>>,
        as name: String? = nil
    ) -> Self {
        let entry = RegisteredAction<S>(
            isAsync: false,
            argumentCount: ArgumentCoding.count(repeat (each Argument).self),
            encode: { try ArgumentCoding.encode($0, as: repeat (each Argument).self) },
            decode: { values in
                let arguments = try ArgumentCoding.decode(values, as: repeat (each Argument).self)
                return .sync { store in store.dispatch(action, repeat each arguments) }
            }
        )
        return add(entry, name: name.map(Name.given) ?? .read { $0[keyPath: action].name })
    }

    /// Registers an action value, such as one dispatched by value with an explicit name.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    public func register<each Argument: Codable>(_ action: Action<S, repeat each Argument>, as name: String? = nil)
        -> Self
    {
        let entry = RegisteredAction<S>(
            isAsync: false,
            argumentCount: ArgumentCoding.count(repeat (each Argument).self),
            encode: { try ArgumentCoding.encode($0, as: repeat (each Argument).self) },
            decode: { values in
                let arguments = try ArgumentCoding.decode(values, as: repeat (each Argument).self)
                return .sync { store in action.dispatch(store, repeat each arguments) }
            }
        )
        return add(entry, name: .given(name ?? action.name))
    }

    /// Registers an asynchronous action of the store's interactor.
    ///
    /// - Parameters:
    ///   - action: A key path to the action, such as `\TodoInteractor.importFile`.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    public func register<each Argument: Codable>(
        _ action: KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>,
        as name: String? = nil
    ) -> Self {
        let entry = RegisteredAction<S>(
            isAsync: true,
            argumentCount: ArgumentCoding.count(repeat (each Argument).self),
            encode: { try ArgumentCoding.encode($0, as: repeat (each Argument).self) },
            decode: { values in
                let arguments = try ArgumentCoding.decode(values, as: repeat (each Argument).self)
                return .async { store in await store.dispatch(action, repeat each arguments) }
            }
        )
        return add(entry, name: name.map(Name.given) ?? .read { $0.interactor[keyPath: action].name })
    }

    /// Registers an asynchronous action of the store itself.
    ///
    /// - Parameters:
    ///   - action: A key path to the action.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    public func register<each Argument: Codable>(
        _ action: KeyPath<S, AsyncAction<S, repeat each Argument>>,
        as name: String? = nil
    ) -> Self {
        let entry = RegisteredAction<S>(
            isAsync: true,
            argumentCount: ArgumentCoding.count(repeat (each Argument).self),
            encode: { try ArgumentCoding.encode($0, as: repeat (each Argument).self) },
            decode: { values in
                let arguments = try ArgumentCoding.decode(values, as: repeat (each Argument).self)
                return .async { store in await store.dispatch(action, repeat each arguments) }
            }
        )
        return add(entry, name: name.map(Name.given) ?? .read { $0[keyPath: action].name })
    }

    /// The names of the registered actions, sorted.
    ///
    /// - Parameter store: A store, to read the names of actions registered by key path.
    /// - Returns: The names.
    public func actionNames(for store: S) -> [String] {
        entries(for: store).keys.sorted()
    }

    /// The entry for an action name.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - store: A store, to read the names of actions registered by key path.
    /// - Returns: The entry, or `nil` when the name is not registered.
    func entry(named name: String, for store: S) -> RegisteredAction<S>? {
        entries(for: store)[name]
    }

    private func add(_ entry: RegisteredAction<S>, name: Name) -> Self {
        registrations.append((name, entry))
        resolved = nil
        return self
    }

    private func entries(for store: S) -> [String: RegisteredAction<S>] {
        if let resolved { return resolved }
        var entries: [String: RegisteredAction<S>] = [:]
        for registration in registrations {
            switch registration.name {
            case .given(let name): entries[name] = registration.entry
            case .read(let read): entries[read(store)] = registration.entry
            }
        }
        resolved = entries
        return entries
    }
}
