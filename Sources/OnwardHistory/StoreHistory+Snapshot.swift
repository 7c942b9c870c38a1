import Foundation

/// The snapshot beside the log (``HistorySnapshot``): opening restores the state from it and
/// replays only the lines after the part it stands for, so it does not grow with the log; the
/// history writes a new one when it closes, and on the way when many actions were added since the
/// last.
///
/// The log stays the only record. Nothing here is an error a person must act on: a snapshot that
/// is missing, damaged or does not match the log is passed over for a replay of the whole log, and
/// one that cannot be written (a read-only folder, a full disk) is simply not written.
extension StoreHistory {
    /// What opening took from a snapshot.
    struct SnapshotLoad {
        /// The part of the log the snapshot stands for.
        let prefix: ActionLogPrefix
        /// How many action lines followed it, replayed after the snapshot's state was restored.
        let tailActions: Int
        /// The checkpoints the snapshot gives a move in time: the one it kept from before, and its
        /// own when all its actions are in effect.
        let checkpoints: [Checkpoint<S.State>]
        /// The running checksum of the snapshot's part of the log, which the recorder goes on with.
        let checksum: LogChecksum.Running
    }

    /// Writes a snapshot of the store and the log as they are now, if the log holds everything the
    /// store did: not for a scratch log, after a failed write, after an action the log could not
    /// record (a replay stops at it, so the snapshot must not hide it), or while an action whose
    /// line is not yet written runs.
    public func saveSnapshot() {
        snapshotPrefix = nil
        // A log replaced under the session is kept beside it, and gets no snapshot of the session.
        guard !isScratch, !leavesSnapshotAlone, recorder.actionInFlight == nil, recorder.checkPath(), savedEverything,
            recorder.issues.isEmpty
        else { return }
        guard let prefix = readingLog({ ActionLogPrefix.whole($0, actions: actionCount, position: position) }) else {
            return
        }
        // Marked even when the write fails, so a history in a read-only folder does not try again
        // after every action.
        snapshotPrefix = prefix
        droppedAtSnapshot = recorder.droppedCount
        // Where an undo landed with no checkpoint there (opening replayed the log to it), the
        // state in effect becomes one, so that a redo and the next opening start from it.
        if prefix.position < prefix.actionCount,
            !checkpoints.contains(where: { $0.prefix.actionCount == prefix.position })
        {
            keepCheckpoint(at: prefix.position)
        }
        // Only a checkpoint whose counts are the log's is kept again (one read from a file may not be).
        let earlier = readingLog { log in
            checkpoints.last { $0.prefix.actionCount < prefix.actionCount && $0.hasTheLogsCounts(in: log) }
        }
        // The log determines its state: an earlier checkpoint of the actions now in effect (the
        // session ended where an undo landed) holds the store's state, and one encoding serves both,
        // once it is known to stand for the log and its state to decode.
        let current =
            earlier.flatMap { earlier in
                earlier.prefix.actionCount == prefix.position && readingLog({ earlier.isUsable(in: $0) }) == true
                    ? earlier : nil
            }
            ?? Checkpoint(prefix: prefix, state: store.state)
        let snapshot = HistorySnapshot<S.State>.path(forLog: path)
        do {
            try HistorySnapshot(
                format: options.snapshotFormat, journal: prefix, stateJSON: current.json ?? Data(), earlier: earlier
            )
            .write(to: snapshot)
        } catch .notOurs {
            saveStatus.report(.snapshotLeftAlone(path: snapshot))
            leavesSnapshotAlone = true
        } catch {
            // Not an error: opening replays the log.
        }
        if current.prefix == prefix { keep(current) }  // not kept where an undo landed
    }

    /// Writes a snapshot when the log changed since the last one.
    func saveSnapshotIfChanged() {
        guard !isScratch else { return }
        if let prefix = snapshotPrefix, prefix.actionCount == actionCount, prefix.position == position,
            recorder.droppedCount == droppedAtSnapshot, LogFiles.size(of: path) == prefix.byteCount
        {
            return
        }
        saveSnapshot()
    }

    /// Writes a snapshot when ``HistoryOptions/snapshotInterval`` actions were added since the last
    /// one, so that a session that ends in a crash still leaves opening short work.
    public func saveSnapshotIfDue() {
        guard !isScratch, abs(actionCount - (snapshotPrefix?.actionCount ?? 0)) >= options.snapshotInterval else {
            return
        }
        saveSnapshot()
    }

    /// Keeps a checkpoint for moves in time, in order of their actions: the four latest. One whose
    /// part of the log ends where an undo landed (a snapshot's, written there) is not kept: its state
    /// is that of fewer actions than the part holds, and a move to the part's end would take it for
    /// the state after them all.
    func keep(_ checkpoint: Checkpoint<S.State>) {
        guard checkpoint.prefix.position == checkpoint.prefix.actionCount else { return }
        // One of the same part of the log is the same state, and may have its JSON already; one
        // whose JSON, read from a file, does not decode gives way.
        // A loop, not `contains(where:)`: that looks up `Array: Collection` at run time, through
        // every conformance in the program (0.4 M instructions at `todos`'s start-up, callgrind).
        for kept in checkpoints where kept.prefix == checkpoint.prefix && kept.state != nil { return }
        checkpoints.removeAll { $0.prefix.actionCount == checkpoint.prefix.actionCount }
        // Inserted in place: the first `sort(by:)` of a process, unspecialized, took 1.8M
        // instructions at each opening (callgrind), 9% of a start-up from a snapshot.
        let later = checkpoints.firstIndex { $0.prefix.actionCount > checkpoint.prefix.actionCount }
        checkpoints.insert(checkpoint, at: later ?? checkpoints.endIndex)
        if checkpoints.count > 4 { checkpoints.removeFirst() }
    }
}

extension StoreHistory.Opening {
    /// Restores the log's state from its snapshot, then replays the log's lines after the
    /// snapshot's part on top of it, in the store.
    ///
    /// - Parameters:
    ///   - descriptor: The log, open for reading: it is not opened again.
    ///   - guardingAsync: What guards each replayed asynchronous action of the tail, if anything.
    ///   - replayingTail: Whether to replay the lines after the snapshot's part; when not, a
    ///     snapshot is used only if no line after its part changes the state: empty lines, a torn
    ///     line, or position lines that leave its position as it was.
    /// - Returns: What was loaded, or `nil` when the log must be replayed from its start instead:
    ///   there is no snapshot, it does not match the log or its own state checksum, or the lines
    ///   after it cannot be replayed on top of it. The store is then in its initial state.
    nonisolated(nonsending) func loadSnapshot(
        from descriptor: Int32, replayingTail: Bool = true, guardingAsync: (() -> () -> Void)? = nil
    ) async -> StoreHistory.SnapshotLoad? {
        guard
            let snapshot = HistorySnapshot<S.State>.read(
                at: HistorySnapshot<S.State>.path(forLog: path), format: options.snapshotFormat,
                accepting: S.isPlausible),
            snapshot.journal.position >= 0, snapshot.journal.position <= snapshot.journal.actionCount,
            let checksum = snapshot.journal.checksum(ofStartOf: descriptor)
        else { return nil }
        let prefix = snapshot.journal
        // It keeps the JSON the state was decoded from, for the snapshot written at closing. Its
        // counts are checked by the opening, which keeps it only if they are the log's.
        let current = Checkpoint(prefix: prefix, json: snapshot.stateJSON, accepting: S.isPlausible)
        guard let state = current.state else { return nil }
        // The earlier checkpoint often holds the same state (the session ended where an undo
        // landed): it then shares the state just decoded instead of decoding it again.
        let json = snapshot.stateJSON
        var checkpoints =
            snapshot.earlier.map {
                [$0.json == json ? Checkpoint(prefix: $0.prefix, state: state, json: json, isCounted: false) : $0]
            }
            ?? []
        checkpoints.append(current)  // kept only if all its actions are in effect (`keep`)
        guard let size = LogFileScan.size(of: descriptor) else { return nil }
        let isWholeLog = size == prefix.byteCount
        if isWholeLog || !replayingTail {
            // Of an old log about to be upgraded, the snapshot stands for the whole log when no line
            // after its part changes the state (empty lines, a torn line): its last lines say so.
            guard isWholeLog || (try? LogTail(descriptor: descriptor))?.endsAt(prefix) == true else { return nil }
            store.restore(state)
            return StoreHistory.SnapshotLoad(
                prefix: prefix, tailActions: 0, checkpoints: checkpoints, checksum: checksum)
        }
        // The replayer resumes only after actions that are all in effect.
        guard prefix.position == prefix.actionCount else { return nil }
        store.restore(state)
        guard
            let actionCount = try? await ActionLogReplayer(registry: registry)
                .replayOwnLog(
                    path, openLog: descriptor, into: store, resumingAfter: prefix, guardingAsync: guardingAsync)
        else {
            store.restore(initialState)
            return nil
        }
        return StoreHistory.SnapshotLoad(
            prefix: prefix, tailActions: actionCount - prefix.actionCount, checkpoints: checkpoints,
            checksum: checksum)
    }
}
