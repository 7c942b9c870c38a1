import OnwardDebug

/// One action of a replayed log: its dispatch, with those it made, and what it changed.
public struct InspectedAction {
    /// The action's number in the log, from 1.
    public let number: Int

    /// The dispatch, with the dispatches it made nested in it.
    public let dispatch: InspectedDispatch

    /// What the action changed, nested dispatches included.
    public let diff: StateDiff
}
