import OnwardCore

/// The first part of an action log, already in a store's state: a replay can resume after it.
///
/// The part is the log's first ``byteCount`` bytes, ending with a line break: the header and
/// ``actionCount`` action lines, all of those actions in effect. A program that saved the state
/// after them, with these two numbers, restores that state and resumes with
/// `replay(_:into:resumingAfter:)` of ``ActionLogReplayer``.
public struct ActionLogPrefix: Hashable, Sendable {
    /// How many bytes, from the start of the log.
    public let byteCount: Int

    /// How many action lines they hold, all in effect.
    public let actionCount: Int

    /// Creates a prefix.
    ///
    /// - Parameters:
    ///   - byteCount: How many bytes, from the start of the log; the last one is a line break.
    ///   - actionCount: How many action lines they hold, all in effect.
    public init(byteCount: Int, actionCount: Int) {
        self.byteCount = byteCount
        self.actionCount = actionCount
    }
}
