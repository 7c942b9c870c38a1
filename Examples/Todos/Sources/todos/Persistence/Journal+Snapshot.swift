import Foundation
import Onward
import TodosCore

/// The snapshot beside the log (``JournalSnapshot``): start-up loads the state from it and replays
/// only the lines after the part it stands for, so it does not grow with the log; the session
/// writes a new one when it ends, and on the way when many actions were added since the last.
///
/// The log stays the only record. Nothing here is an error a person must act on: a snapshot that
/// is missing, damaged or does not match the log is passed over for a replay of the whole log, and
/// one that cannot be written (a read-only folder, a full disk) is simply not written.
extension Journal {
    /// How many actions a replay may apply, or a session add, beyond the last snapshot before a new
    /// one is written then and there rather than when the session ends.
    static let snapshotInterval = 1_000

    /// What start-up took from a snapshot.
    struct SnapshotLoad {
        /// The part of the log the snapshot stands for.
        let prefix: JournalPrefix
        /// How many action lines followed it, replayed after the snapshot's state was restored.
        let tailActions: Int
        /// The checkpoints the snapshot gives undo: the one it kept from before, and its own
        /// when all its actions are in effect.
        let checkpoints: [Checkpoint]
    }

    /// Restores a log's state from its snapshot, then replays the log's lines after the snapshot's
    /// part on top of it.
    ///
    /// - Parameters:
    ///   - path: The log's path.
    ///   - store: The empty store to load; it is changed only when everything worked.
    /// - Returns: What was loaded, or `nil` when the log must be replayed from its start instead:
    ///   there is no snapshot, it does not match the log or its own state checksum, or the lines after
    ///   it cannot be replayed on top of it.
    static func loadSnapshot(of path: String, into store: ToDoStore) async -> SnapshotLoad? {
        guard let snapshot = JournalSnapshot.read(at: JournalSnapshot.path(forLog: path)),
            snapshot.isIntact, snapshot.state.isReachable,
            snapshot.journal.position >= 0, snapshot.journal.position <= snapshot.journal.actions
        else { return nil }
        let prefix = snapshot.journal
        var checkpoints = snapshot.intactEarlier.map { [$0] } ?? []
        if prefix.position == prefix.actions { checkpoints.append(Checkpoint(prefix: prefix, state: snapshot.state)) }
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard prefix.begins(descriptor) else { return nil }
        guard LogFile.size(of: path) != prefix.bytes else {
            store.restore(snapshot.state)
            return SnapshotLoad(prefix: prefix, tailActions: 0, checkpoints: checkpoints)
        }
        // The replayer resumes only after actions that are all in effect.
        guard prefix.position == prefix.actions else { return nil }
        let loaded = ToDoStore()
        loaded.restore(snapshot.state)
        let resumed = ActionLogPrefix(byteCount: prefix.bytes, actionCount: prefix.actions)
        guard
            let replay = try? await ActionLogReplayer(registry: ActionRegistry<ToDoStore>.interactorActions())
                .replay(path, into: loaded, resumingAfter: resumed)
        else { return nil }
        store.restore(loaded.state)
        return SnapshotLoad(
            prefix: prefix, tailActions: replay.actionCount - prefix.actions, checkpoints: checkpoints)
    }

    /// Writes a snapshot of the store and the log as they are now, if the log holds everything the
    /// session did: not for a scratch log, after a failed write, or after an action the log could
    /// not record (a replay stops at it, so the snapshot must not hide it).
    func saveSnapshot() {
        snapshotPrefix = nil
        // A log replaced under the session is kept beside it, and gets no snapshot of the session.
        guard !isScratch, !leavesSnapshotAlone, recorder.checkPath(), savedEverything, recorder.issues.isEmpty
        else { return }
        let descriptor = Foundation.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard let prefix = JournalPrefix.whole(descriptor, actions: actionCount, position: position) else { return }
        // Marked even when the write fails, so a session in a read-only folder does not try again
        // after every command.
        snapshotPrefix = prefix
        let state = store.state
        let earlier = checkpoints.last { $0.prefix.actions < prefix.actions }
        let snapshot = JournalSnapshot.path(forLog: path)
        do {
            try JournalSnapshot(journal: prefix, state: state, earlier: earlier).write(to: snapshot)
        } catch .notOurs {
            console.warning(
                "\(snapshot) is not a snapshot todos wrote, so it was left as it is and start-up replays "
                    + "the whole log; move it away to let todos keep one there")
            leavesSnapshotAlone = true
        } catch {
            // Not an error: start-up replays the log.
        }
        if prefix.position == prefix.actions { keep(Checkpoint(prefix: prefix, state: state)) }
    }

    /// Writes a snapshot when the log changed since the last one: at the end of a session.
    func saveSnapshotIfChanged() {
        guard !isScratch else { return }
        if let prefix = snapshotPrefix, prefix.actions == actionCount, prefix.position == position,
            LogFile.size(of: path) == prefix.bytes
        {
            return
        }
        saveSnapshot()
    }

    /// Writes a snapshot when many actions were added since the last one, so that a session that
    /// ends in a crash still leaves a start-up short work.
    func saveSnapshotIfDue() {
        guard !isScratch, abs(actionCount - (snapshotPrefix?.actions ?? 0)) >= Self.snapshotInterval else { return }
        saveSnapshot()
    }

    /// Keeps a checkpoint for undo, in order of their actions: the four latest.
    func keep(_ checkpoint: Checkpoint) {
        checkpoints.removeAll { $0.prefix.actions == checkpoint.prefix.actions }
        checkpoints.append(checkpoint)
        checkpoints.sort { $0.prefix.actions < $1.prefix.actions }
        if checkpoints.count > 4 { checkpoints.removeFirst() }
    }
}
