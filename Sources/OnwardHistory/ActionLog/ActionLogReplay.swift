/// What a replay did: how many actions it applied, of how many it read, from a log of which
/// format version.
///
/// The state reached is the store's: to compare it with another store's, compare their snapshots
/// (`StateSnapshot(of: store).canonicalHash`, from OnwardDebug).
public struct ActionLogReplay: Hashable, Sendable {
    /// How many actions were applied.
    public let actionsApplied: Int

    /// How many action lines were read: every one in the log unless the replay was told to stop
    /// early. More than ``actionsApplied`` when the log ends with undone actions.
    public let actionCount: Int

    /// How many actions the log holds after the ones applied: undone ones, which a replay to a
    /// later position (or a redo) would apply.
    public var undoneCount: Int { actionCount - actionsApplied }

    /// The log's format version, from its header.
    public let formatVersion: Int

    /// The `seq` of each replayed action whose middleware ran again, because the log does not hold
    /// what it dispatched: empty for a log of the current version, whose effects are played back.
    /// A version 1 log's effects ran now, with the world as it is now, so the state may differ
    /// from the one the log was recorded from; ``ActionLogReplayer/upgrade(_:to:into:)`` writes it
    /// again with its effects.
    public let effectsRerun: [Int]

    package init(
        actionsApplied: Int,
        actionCount: Int? = nil,
        formatVersion: Int = ActionLogFormat.version,
        effectsRerun: [Int] = []
    ) {
        self.actionsApplied = actionsApplied
        self.actionCount = actionCount ?? actionsApplied
        self.formatVersion = formatVersion
        self.effectsRerun = effectsRerun
    }
}
