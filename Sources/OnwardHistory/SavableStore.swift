import OnwardCore

/// A store whose whole state can be taken as a value and put back: what a ``StoreHistory`` needs
/// to keep snapshots and to move the store in time.
///
/// ```swift
/// extension Counter: SavableStore {
///     var state: Int { count }
///     func restore(_ state: Int) { dispatch(\.countMutator, state) }
/// }
/// ```
public protocol SavableStore: Store {
    /// The store's state as a value, which a snapshot keeps as JSON.
    associatedtype State: Codable & Equatable

    /// The whole state, now.
    var state: State { get }

    /// Puts a state back, so that ``state`` then equals it; through the store's mutators, so that
    /// whoever observes the store sees the change.
    ///
    /// - Parameter state: A state ``state`` returned.
    func restore(_ state: State)

    /// Whether a state read back from a snapshot is one the store could have reached: a snapshot
    /// whose state is not is passed over, and the log replayed instead. Every state, by default.
    ///
    /// - Parameter state: The state a snapshot holds.
    static func isPlausible(_ state: State) -> Bool
}

extension SavableStore {
    /// Every state is plausible.
    ///
    /// - Parameter state: The state a snapshot holds.
    public static func isPlausible(_ state: State) -> Bool { true }
}
