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
/// given. A name registered twice is a programming error that stops the program when the registry
/// is first used, naming the action: a log could not tell the two apart. (`@Interactor` reports two
/// actions of one store named alike at compile time.)
public final class ActionRegistry<S: Store> {
    @usableFromInline
    enum Name {
        case given(String)
        case read((S) -> String)
    }

    private var registrations: [(name: Name, entry: RegisteredAction<S>)] = []

    /// Actions that cannot be logged, by name, with the reason.
    private var refusals: [(name: Name, reason: () -> String)] = []

    /// The entries by name, for a store: names registered by key path are read from the first store
    /// asked about.
    private var resolved: [String: RegisteredAction<S>]?

    /// The same entries as a list, to look a name up by its UTF-8 bytes.
    private var firstResolved: ResolvedAction<S>?

    /// Creates an empty registry.
    public init() {}

    /// Registers an action of the store's interactor.
    ///
    /// - Parameters:
    ///   - action: A key path to the action, such as `\TodoInteractor.add`.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    @inlinable
    public func register<each Argument: Codable>(
        _ action: KeyPath<S.InteractorType, Action<S, repeat each Argument>>,
        as name: String? = nil
    ) -> Self {
        let name = name.map(Name.given) ?? .read { $0.interactor[keyPath: action].name }
        return add(name, as: repeat (each Argument).self) {
            .sync { arguments, store in
                let values = try ArgumentCoding.decode(arguments, as: repeat (each Argument).self)
                store.interactor[keyPath: action].dispatch(store, repeat each values, from: nil)
            }
        }
    }

    /// Registers an action of the store itself, such as a generated mutator.
    ///
    /// - Parameters:
    ///   - action: A key path to the action, such as `\ToDo.titleMutator`.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    @inlinable
    public func register<each Argument: Codable>(
        _ action: KeyPath<S, Action<S, repeat each Argument>>,
        as name: String? = nil
    ) -> Self {
        let name = name.map(Name.given) ?? .read { $0[keyPath: action].name }
        return add(name, as: repeat (each Argument).self) {
            .sync { arguments, store in
                let values = try ArgumentCoding.decode(arguments, as: repeat (each Argument).self)
                store[keyPath: action].dispatch(store, repeat each values, from: nil)
            }
        }
    }

    /// Registers an action value, such as one dispatched by value with an explicit name.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    @inlinable
    public func register<each Argument: Codable>(_ action: Action<S, repeat each Argument>, as name: String? = nil)
        -> Self
    {
        add(.given(name ?? action.name), as: repeat (each Argument).self) {
            .sync { arguments, store in
                let values = try ArgumentCoding.decode(arguments, as: repeat (each Argument).self)
                action.dispatch(store, repeat each values, from: nil)
            }
        }
    }

    /// Registers an asynchronous action value under a name.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    @inlinable
    public func register<each Argument: Codable>(_ action: AsyncAction<S, repeat each Argument>, as name: String? = nil)
        -> Self
    {
        add(.given(name ?? action.name), as: repeat (each Argument).self) {
            .async { arguments, store in
                let values = try ArgumentCoding.decode(arguments, as: repeat (each Argument).self)
                await action.dispatch(store, repeat each values, from: nil)
            }
        }
    }

    /// Leaves out the actions registered under a name, so another may take it: for a log of an
    /// older format, whose action of that name ran otherwise.
    ///
    /// - Parameter name: The name, as given when it was registered: a macro-listed action's is,
    ///   unless the macro could not read it (a name that is not a literal), which this leaves.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    package func removing(_ name: String) -> Self {
        registrations.removeAll {
            if case .given(name) = $0.name { return true }
            return false
        }
        resolved = nil
        firstResolved = nil
        return self
    }

    /// Registers an asynchronous action of the store's interactor.
    ///
    /// - Parameters:
    ///   - action: A key path to the action, such as `\TodoInteractor.importFile`.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    @inlinable
    public func register<each Argument: Codable>(
        _ action: KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>,
        as name: String? = nil
    ) -> Self {
        let name = name.map(Name.given) ?? .read { $0.interactor[keyPath: action].name }
        return add(name, as: repeat (each Argument).self) {
            .async { arguments, store in
                let values = try ArgumentCoding.decode(arguments, as: repeat (each Argument).self)
                await store.interactor[keyPath: action].dispatch(store, repeat each values, from: nil)
            }
        }
    }

    /// Registers an asynchronous action of the store itself.
    ///
    /// - Parameters:
    ///   - action: A key path to the action.
    ///   - name: The name to log it under; by default the action's own name.
    /// - Returns: The registry, to chain registrations.
    @discardableResult
    @inlinable
    public func register<each Argument: Codable>(
        _ action: KeyPath<S, AsyncAction<S, repeat each Argument>>,
        as name: String? = nil
    ) -> Self {
        let name = name.map(Name.given) ?? .read { $0[keyPath: action].name }
        return add(name, as: repeat (each Argument).self) {
            .async { arguments, store in
                let values = try ArgumentCoding.decode(arguments, as: repeat (each Argument).self)
                await store[keyPath: action].dispatch(store, repeat each values, from: nil)
            }
        }
    }

    /// Notes an action that cannot be logged, so that a recorder says why.
    @usableFromInline
    func refuse(_ name: @escaping (S) -> String, because reason: @autoclosure @escaping () -> String) {
        refusals.append((.read(name), reason))
    }

    /// Why an action that is not registered cannot be logged, if the registry was told.
    func refusal(of name: String, for store: S) -> String? {
        refusals.first { refusal in
            switch refusal.name {
            case .given(let given): given == name
            case .read(let read): read(store) == name
            }
        }?.reason()
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
    /// - Returns: The entry, or `nil` when the name is not registered.
    func entry(named name: String, for store: S) -> RegisteredAction<S>? {
        entries(for: store)[name]
    }

    /// The action with a name given as UTF-8 bytes, as a log line holds it, found without making
    /// a string of the name.
    ///
    /// - Returns: The action and its name, or `nil` when no name has these bytes (one may still be
    ///   canonically equivalent: look the name up as a string then).
    func resolved(utf8: ArraySlice<UInt8>, for store: S) -> ResolvedAction<S>? {
        if resolved == nil { _ = entries(for: store) }
        var candidate = firstResolved
        while let current = candidate {
            if current.utf8.count == utf8.count && current.utf8.elementsEqual(utf8) { return current }
            candidate = current.next
        }
        return nil
    }

    /// Adds an action: how to encode its arguments, and how to decode a line and dispatch it.
    @usableFromInline
    func add<each Argument: Codable>(
        _ name: Name,
        as types: repeat (each Argument).Type,
        invocation: () -> Invocation<S>
    ) -> Self {
        let entry = RegisteredAction<S>(
            argumentCount: ArgumentCoding.count(repeat (each Argument).self),
            encode: { try ArgumentCoding.encode($0, as: repeat (each Argument).self) },
            check: { _ = try ArgumentCoding.decode($0, as: repeat (each Argument).self) },
            invocation: invocation()
        )
        registrations.append((name, entry))
        resolved = nil
        firstResolved = nil
        return self
    }

    private func entries(for store: S) -> [String: RegisteredAction<S>] {
        if let resolved { return resolved }
        var entries: [String: RegisteredAction<S>] = [:]
        for registration in registrations {
            let name =
                switch registration.name {
                case .given(let name): name
                case .read(let read): read(store)
                }
            guard entries.updateValue(registration.entry, forKey: name) == nil else {
                preconditionFailure(
                    "ActionRegistry<\(S.self)>: '\(name)' is registered twice, so an action log could not tell "
                        + "the two apart; register one of them under another name, with register(_:as:)")
            }
        }
        firstResolved = nil
        for (name, entry) in entries {
            firstResolved = ResolvedAction(name: name, entry: entry, next: firstResolved)
        }
        resolved = entries
        return entries
    }
}
