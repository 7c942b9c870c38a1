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
    public static func interactorActions() -> ActionRegistry<S> {
        var visitor = RegisteringVisitor(registry: ActionRegistry<S>())
        S.InteractorType.visitActions(&visitor)
        return visitor.registry
    }
}

/// Registers the actions an interactor lists that are actions of one store type.
private struct RegisteringVisitor<S: Store>: ActionVisitor {
    let registry: ActionRegistry<S>

    mutating func visit<I, T: Store, each Argument: Codable>(_ action: KeyPath<I, Action<T, repeat each Argument>>) {
        guard let action = (action as AnyKeyPath) as? KeyPath<S.InteractorType, Action<S, repeat each Argument>> else {
            return
        }
        registry.register(action)
    }

    mutating func visit<I, T: Store, each Argument>(_ action: KeyPath<I, Action<T, repeat each Argument>>) {
        guard let action = (action as AnyKeyPath) as? KeyPath<S.InteractorType, Action<S, repeat each Argument>> else {
            return
        }
        registry.refuse({ $0.interactor[keyPath: action].name }, because: Self.notCodable(repeat (each Argument).self))
    }

    mutating func visit<I, T: Store, each Argument: Codable>(
        _ action: KeyPath<I, AsyncAction<T, repeat each Argument>>
    ) {
        guard let action = (action as AnyKeyPath) as? KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>
        else { return }
        registry.register(action)
    }

    mutating func visit<I, T: Store, each Argument>(_ action: KeyPath<I, AsyncAction<T, repeat each Argument>>) {
        guard let action = (action as AnyKeyPath) as? KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>
        else { return }
        registry.refuse({ $0.interactor[keyPath: action].name }, because: Self.notCodable(repeat (each Argument).self))
    }

    /// Why arguments of these types cannot be logged: the ones that are not `Codable`.
    private static func notCodable<each Argument>(_ types: repeat (each Argument).Type) -> String {
        var names: [String] = []
        for type in repeat each types {
            if !(type is any Codable.Type) { names.append("\(type)") }
        }
        return "its argument type \(names.joined(separator: ", ")) is not Codable"
    }
}
