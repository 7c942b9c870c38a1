/// How often one action was dispatched, and how long it took in all.
public struct ActionCounts: Hashable, Sendable {
    /// Every dispatch of the action.
    public var count = 0

    /// The dispatches made by a middleware of another dispatch: not those another task started
    /// while one was suspended.
    public var nested = 0

    /// The time spent in the action, nested dispatches included; time spent in an action nested
    /// in another one counts for both.
    public var totalDuration: Duration = .zero

    /// The longest single dispatch.
    public var longestDuration: Duration = .zero

    /// Creates empty counts.
    public init() {}
}
