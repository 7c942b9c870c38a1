/// One dispatch of an action on a store, as observers see it.
public struct DispatchEvent {
    /// The action's name: the property that declares it (`add`, `titleMutator`) or the name given.
    public let name: String

    /// The action's arguments, in order.
    public let arguments: [Any]

    /// How deep the dispatch is nested: 0 for a top-level dispatch, 1 for a dispatch made by a
    /// middleware of a top-level one, and so on.
    ///
    /// It counts the dispatches running on the store when this one starts, so an asynchronous
    /// dispatch that starts while another one on the same store is suspended counts as nested in
    /// it.
    public let depth: Int

    /// Whether the action is an ``AsyncAction``.
    public let isAsync: Bool

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - arguments: The action's arguments, in order.
    ///   - depth: 0 for a top-level dispatch, more for nested ones.
    ///   - isAsync: Whether the action is asynchronous.
    @inlinable
    public init(name: String, arguments: [Any], depth: Int, isAsync: Bool) {
        self.name = name
        self.arguments = arguments
        self.depth = depth
        self.isAsync = isAsync
    }
}
