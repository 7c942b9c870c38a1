import OnwardCore

/// Replays an action log into a store: dispatches each line's action, in order.
///
/// ```swift
/// let replay = try ActionLogReplayer(registry: registry).replay("todos.log", into: ToDoStore())
/// print(replay.actionsApplied, replay.undoneCount)   // 42 0
/// ```
/// The log is read in chunks, so memory does not grow with its length, and only read: replay
/// never writes to it (and refuses a log this process is recording to). At the first bad line the
/// replay stops and throws an ``ActionLogError`` naming `file:line` and the reason; the store keeps
/// the state of the last good line. A log whose last line was torn by a crash ends with
/// ``ActionLogError/Kind/tornFinalLine``, told apart from corruption.
///
/// A log that ends with position lines (written by ``ActionLogRecorder/move(to:)``) replays to its
/// last position: the actions after it are undone, and are read and checked but not dispatched.
///
/// A store whose state already holds a first part of the log, restored from a saved copy, goes on
/// with `replay(_:into:resumingAfter:stoppingAfter:)`: it reads only the lines after that part.
public struct ActionLogReplayer<S: Store> {
    /// The actions the logs may name.
    public let registry: ActionRegistry<S>

    /// Creates a replayer.
    ///
    /// - Parameter registry: The actions the logs may name.
    public init(registry: ActionRegistry<S>) {
        self.registry = registry
    }

    /// Replays a log of synchronous actions, whole or after a first part of it.
    ///
    /// With a prefix, the store already holds the state after the prefix's actions (restored from
    /// a saved copy): the header is checked, then reading goes on after the prefix. The next action
    /// line must be number `prefix.actionCount + 1`, and no position line may undo the prefix's
    /// actions. Errors and the result are those of a replay of the whole log, line numbers and
    /// counts included.
    /// - Parameters:
    ///   - path: The log's path.
    ///   - store: The store to dispatch on: a new one, or one in the state the prefix's actions left.
    ///   - prefix: The part of the log already in the store's state; `nil` for none.
    ///   - limit: Stop after this many actions, the prefix's included, whatever position the log
    ///     ends at, and read no further; `nil` to replay to the log's position, checking every line.
    /// - Returns: How many actions were applied, the prefix's included, of how many read.
    /// - Throws: ``ActionLogError`` when the prefix does not end at a line break of the log
    ///   (``ActionLogError/Kind/invalidPrefix``), at the first bad line, or for an asynchronous
    ///   action (use the `async` overload for logs that have them).
    public func replay(
        _ path: String, into store: S, resumingAfter prefix: ActionLogPrefix? = nil, stoppingAfter limit: Int? = nil
    ) throws(ActionLogError) -> ActionLogReplay {
        let cursor = try ActionLogCursor(path: path, registry: registry, store: store, resumingAfter: prefix)
        return try replay(cursor, into: store, stoppingAfter: limit)
    }

    private func replay(_ cursor: ActionLogCursor<S>, into store: S, stoppingAfter limit: Int?) throws(ActionLogError)
        -> ActionLogReplay
    {
        let target = limit ?? LogTail.position(of: cursor.reader.descriptor)
        let before = cursor.startPlayback()
        defer { store.dispatchObservers.playback = before }
        while limit.map({ cursor.actionLines < $0 }) ?? true, let step = try cursor.next() {
            let isInEffect = target.map { step.seq <= $0 } ?? true
            guard isInEffect, !step.action.entry.isAsync else {
                try cursor.check(step)
                if isInEffect {
                    throw cursor.failure(
                        .asyncAction,
                        "action \"\(step.name)\" is asynchronous: replay this log with `await replayer.replay(...)`"
                    )
                }
                continue
            }
            try cursor.dispatch(step, on: store)
            cursor.applied += 1
        }
        return result(of: cursor)
    }

    /// Replays a log whose actions may be asynchronous, whole or after a first part of it, as the
    /// synchronous overload does, but awaiting each action before the next.
    ///
    /// - Parameters:
    ///   - path: The log's path.
    ///   - store: The store to dispatch on: a new one, or one in the state the prefix's actions left.
    ///   - prefix: The part of the log already in the store's state; `nil` for none.
    ///   - limit: Stop after this many actions, the prefix's included, whatever the position; `nil`
    ///     to replay to the log's position, checking every line.
    /// - Returns: How many actions were applied, the prefix's included, of how many read.
    /// - Throws: ``ActionLogError`` when the prefix does not end at a line break of the log
    ///   (``ActionLogError/Kind/invalidPrefix``), or at the first bad line.
    nonisolated(nonsending) public func replay(
        _ path: String, into store: S, resumingAfter prefix: ActionLogPrefix? = nil, stoppingAfter limit: Int? = nil
    ) async throws(ActionLogError) -> ActionLogReplay {
        let cursor = try ActionLogCursor(path: path, registry: registry, store: store, resumingAfter: prefix)
        return try await replay(cursor, into: store, stoppingAfter: limit)
    }

    /// Replays a log for the history that owns it: the log it holds open and locked (`openLog`),
    /// or, with no descriptor, the log this process records to at `path`, for a move in time, which
    /// the public replays refuse. Otherwise as `replay(_:into:resumingAfter:stoppingAfter:)`.
    ///
    /// `guardingAsync`, when given, is called before each asynchronous action, the only time
    /// another dispatch can come between the replay's, and what it returns after the action.
    ///
    /// - Returns: How many action lines were read, undone ones included.
    /// - Throws: ``ActionLogError`` at the first line that cannot be replayed.
    @discardableResult
    nonisolated(nonsending) package func replayOwnLog(
        _ path: String, openLog: Int32? = nil, into store: S, resumingAfter prefix: ActionLogPrefix?,
        stoppingAfter limit: Int? = nil, guardingAsync: (() -> () -> Void)? = nil
    ) async throws(ActionLogError) -> Int {
        let cursor = try ActionLogCursor(
            path: path, openLog: openLog, registry: registry, store: store, resumingAfter: prefix,
            refusingRecordedLogs: openLog != nil, requiringRecordedLog: openLog == nil)
        try await play(cursor, into: store, stoppingAfter: limit, guardingAsync: guardingAsync)
        return cursor.actionLines
    }

    nonisolated(nonsending) func replay(
        _ cursor: ActionLogCursor<S>,
        into store: S,
        stoppingAfter limit: Int?
    ) async throws(ActionLogError) -> ActionLogReplay {
        try await play(cursor, into: store, stoppingAfter: limit)
        return result(of: cursor)
    }

    /// Dispatches the cursor's actions on the store, up to the log's position or `limit`.
    nonisolated(nonsending) private func play(
        _ cursor: ActionLogCursor<S>,
        into store: S,
        stoppingAfter limit: Int?,
        guardingAsync: (() -> () -> Void)? = nil
    ) async throws(ActionLogError) {
        let target = limit ?? LogTail.position(of: cursor.reader.descriptor)
        let before = cursor.startPlayback()
        defer { store.dispatchObservers.playback = before }
        while limit.map({ cursor.actionLines < $0 }) ?? true, let step = try cursor.next() {
            guard target.map({ step.seq <= $0 }) ?? true else {
                try cursor.check(step)
                continue
            }
            let endGuard = step.action.entry.isAsync ? guardingAsync?() : nil
            defer { endGuard?() }
            try await cursor.dispatch(step, on: store)
            cursor.applied += 1
        }
    }

    private func result(of cursor: ActionLogCursor<S>) -> ActionLogReplay {
        ActionLogReplay(
            actionsApplied: cursor.applied,
            actionCount: cursor.actionLines,
            formatVersion: cursor.version,
            effectsRerun: cursor.effectsRerun
        )
    }
}
