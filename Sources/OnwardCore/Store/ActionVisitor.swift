/// Sees the actions an ``ActionListing`` interactor declares, or the mutators a store declares
/// (``Store/visitMutators(_:)``), one key path at a time, with the name each is logged under.
///
/// Each kind of action has two requirements: the compiler calls the `Codable` one when every
/// argument type is `Codable` (so the action can be written to an action log and read back), and
/// the other one otherwise.
public protocol ActionVisitor {
    /// Visits an action whose arguments are all `Codable`.
    ///
    /// - Parameters:
    ///   - action: A key path from the interactor (or the store, for a mutator) to the action.
    ///   - name: The name the action is logged under, as the macro read it (the property's, or
    ///     the literal its getter gives `Action`); `nil` when only the built action can tell.
    mutating func visit<I, S: Store, each Argument: Codable>(
        _ action: KeyPath<I, Action<S, repeat each Argument>>, named name: String?)

    /// Visits an action with an argument that is not `Codable`.
    ///
    /// - Parameters:
    ///   - action: A key path from the interactor (or the store, for a mutator) to the action.
    ///   - name: The name the action is logged under, as the macro read it (the property's, or
    ///     the literal its getter gives `Action`); `nil` when only the built action can tell.
    mutating func visit<I, S: Store, each Argument>(
        _ action: KeyPath<I, Action<S, repeat each Argument>>, named name: String?)

    /// Visits an asynchronous action whose arguments are all `Codable`.
    ///
    /// - Parameters:
    ///   - action: A key path from the interactor (or the store, for a mutator) to the action.
    ///   - name: The name the action is logged under, as the macro read it (the property's, or
    ///     the literal its getter gives `Action`); `nil` when only the built action can tell.
    mutating func visit<I, S: Store, each Argument: Codable>(
        _ action: KeyPath<I, AsyncAction<S, repeat each Argument>>, named name: String?)

    /// Visits an asynchronous action with an argument that is not `Codable`.
    ///
    /// - Parameters:
    ///   - action: A key path from the interactor (or the store, for a mutator) to the action.
    ///   - name: The name the action is logged under, as the macro read it (the property's, or
    ///     the literal its getter gives `Action`); `nil` when only the built action can tell.
    mutating func visit<I, S: Store, each Argument>(
        _ action: KeyPath<I, AsyncAction<S, repeat each Argument>>, named name: String?)
}
