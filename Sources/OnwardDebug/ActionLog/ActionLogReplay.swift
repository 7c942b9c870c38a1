/// What a replay did: how many actions it applied and the state it reached.
public struct ActionLogReplay: Hashable, Sendable {
    /// How many actions were applied.
    public let actionsApplied: Int

    /// The canonical hash of the store's state after the last applied action; two replays that
    /// reach the same state have the same hash.
    public let stateHash: StateHash

    /// How many action lines were read: every one in the log unless the replay was told to stop
    /// early. More than ``actionsApplied`` when the log ends with undone actions.
    public let actionCount: Int

    /// How many actions the log holds after the ones applied: undone ones, which a replay to a
    /// later position (or a redo) would apply.
    public var undoneCount: Int { actionCount - actionsApplied }

    /// Creates a replay result.
    ///
    /// - Parameters:
    ///   - actionsApplied: How many actions were applied.
    ///   - stateHash: The hash of the state reached.
    ///   - actionCount: How many action lines were read; by default, `actionsApplied`.
    public init(actionsApplied: Int, stateHash: StateHash, actionCount: Int? = nil) {
        self.actionsApplied = actionsApplied
        self.stateHash = stateHash
        self.actionCount = actionCount ?? actionsApplied
    }
}
