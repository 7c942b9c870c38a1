/// The identity of one dispatch on a store: what pairs an observer's `didDispatch` with its
/// `willDispatch`.
///
/// Each store's ``DispatchObservers`` numbers the dispatches it observes 1, 2, 3, ... in the order
/// they start, so two dispatches of one store never share an id, whatever their name, depth, or
/// how their asynchronous runs overlap. Ids of different stores may be equal: an observer added to
/// several stores pairs by store and id.
/// ```swift
/// func didDispatch(_ event: DispatchEvent, to store: ToDoStore) {
///     let start = starts.removeValue(forKey: event.id)
/// }
/// ```
public struct DispatchID: Hashable, Sendable {
    /// The dispatch's number on its store, from 1.
    public let rawValue: UInt64

    /// Creates an id from its number.
    ///
    /// - Parameter rawValue: The dispatch's number on its store.
    @inlinable
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }
}
