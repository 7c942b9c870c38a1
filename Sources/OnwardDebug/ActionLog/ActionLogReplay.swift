/// What a replay did: how many actions it applied and the state it reached.
public struct ActionLogReplay: Hashable, Sendable {
    /// How many actions were applied.
    public let actionsApplied: Int

    /// The canonical hash of the store's state after the last applied action; two replays that
    /// reach the same state have the same hash.
    public let stateHash: StateHash

    /// Creates a replay result.
    ///
    /// - Parameters:
    ///   - actionsApplied: How many actions were applied.
    ///   - stateHash: The hash of the state reached.
    public init(actionsApplied: Int, stateHash: StateHash) {
        self.actionsApplied = actionsApplied
        self.stateHash = stateHash
    }
}
