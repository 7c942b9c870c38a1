/// The state after a part of the log, kept in memory so that undo, redo and jump replay from it
/// instead of from the log's first line.
///
/// A checkpoint is taken where a snapshot is loaded or saved; it is used only while its part of
/// the log is unchanged (``LogPrefix/begins(_:)``). The snapshot file keeps the one before
/// its own, so the first undo after a start-up does not replay the whole log.
package struct Checkpoint<State: Codable>: Codable {
    /// The part of the log the state stands for: all its actions in effect.
    package let prefix: LogPrefix

    /// The state after those actions.
    package let state: State
}
