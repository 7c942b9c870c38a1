/// Sees the actions an ``ActionListing`` interactor declares, one key path at a time.
///
/// Each kind of action has two requirements: the compiler calls the `Codable` one when every
/// argument type is `Codable` (so the action can be written to an action log and read back), and
/// the other one otherwise.
public protocol ActionVisitor {
    /// Visits an action whose arguments are all `Codable`.
    ///
    /// - Parameter action: A key path from the interactor to the action.
    mutating func visit<I, S: Store, each Argument: Codable>(_ action: KeyPath<I, Action<S, repeat each Argument>>)

    /// Visits an action with an argument that is not `Codable`.
    ///
    /// - Parameter action: A key path from the interactor to the action.
    mutating func visit<I, S: Store, each Argument>(_ action: KeyPath<I, Action<S, repeat each Argument>>)

    /// Visits an asynchronous action whose arguments are all `Codable`.
    ///
    /// - Parameter action: A key path from the interactor to the action.
    mutating func visit<I, S: Store, each Argument: Codable>(_ action: KeyPath<I, AsyncAction<S, repeat each Argument>>)

    /// Visits an asynchronous action with an argument that is not `Codable`.
    ///
    /// - Parameter action: A key path from the interactor to the action.
    mutating func visit<I, S: Store, each Argument>(_ action: KeyPath<I, AsyncAction<S, repeat each Argument>>)
}
