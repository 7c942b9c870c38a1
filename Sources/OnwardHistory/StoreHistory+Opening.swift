import Foundation
import OnwardCore

extension StoreHistory {
    /// The function that writes a log of an older format again in the current one, in its place.
    public typealias Upgrade = nonisolated(nonsending) (LogUpgrade<S.State>) async throws(HistoryOpenError) -> Void

    /// Opens a store's log, creating it when it does not exist, loads it into the store and
    /// records every action the store accepts from then on.
    ///
    /// - Parameters:
    ///   - path: The log's path; its symbolic links are followed.
    ///   - store: The store, in its initial state: where a replay of the log starts. A store a
    ///     history loaded before is refused: open the history again on a new store. Dispatch
    ///     nothing on it before: the log does not hold what was dispatched, so a replay without the
    ///     snapshot, which starts from a new store, would not make it.
    ///   - registry: The actions the log may hold.
    ///   - options: The names and limits of the files beside the log.
    ///   - report: Where the history tells what happened to its file (``HistoryNotice``); a
    ///     trailing closure is this one. By default, each notice is written to standard error.
    ///   - upgrade: What writes a log of an older format in the current one; without it such a
    ///     log is replayed as it is.
    /// - Returns: The history, recording to the log; or, when the log cannot be written, to a
    ///   scratch copy of it (``standsInForUnwritableLog``).
    /// - Throws: A ``HistoryOpenError`` when the log cannot be used, or the store was loaded by a
    ///   history before (``HistoryOpenError/unusable(path:reason:)``); the log is then left as it was.
    nonisolated(nonsending) public static func open(
        _ path: String,
        recording store: S,
        registry: ActionRegistry<S>,
        options: HistoryOptions = HistoryOptions(),
        report: @escaping (HistoryNotice) -> Void = HistoryNotice.writeToStandardError,
        upgrade: Upgrade? = nil
    ) async throws(HistoryOpenError) -> StoreHistory {
        let path = LogFiles.followingSymbolicLinks(path)  // absolute, from the working folder
        switch LogFiles.kind(of: path) {
        case .folder: throw .unusable(path: path, reason: "it is a folder")
        case .deviceOrPipe: throw .unusable(path: path, reason: "it is not a regular file (a device or a pipe)")
        case nil, .regular?: break
        }
        try refuseLoaded(store, path: path)
        let isReadOnly = LogFiles.isReadOnly(path)
        var status = stat()
        let existed = lstat(path, &status) == 0  // a link that leads nowhere is the user's too
        let opening = Opening(
            path: path, store: store, initialState: store.state, registry: registry, options: options,
            upgrade: upgrade, report: report)
        do throws(HistoryOpenError) {
            let lock: LogLock
            do throws(HistoryOpenError) {
                lock = try LogLock(logPath: path, isReadOnly: isReadOnly)
            } catch {
                LoadedStores.release(store)  // nothing was loaded: the store may be tried again
                throw error
            }
            return try await opening.load(isReadOnly: isReadOnly, lock: lock)
        } catch {
            // The log is refused: nothing of this history is left; but a file another process
            // locked or put in its place since `existed` was read is that process's.
            let isAnothers =
                switch error {
                case .locked, .replacedWhileLoading: true
                default: false
                }
            if !existed, !isAnothers { unlink(path) }
            throw error
        }
    }

    /// A history that saves nothing, for a store whose changes should still be undoable: a scratch
    /// log in the temporary folder, removed when the history closes or goes away.
    ///
    /// - Parameters:
    ///   - store: The store, in its initial state.
    ///   - registry: The actions the log may hold.
    ///   - options: How the scratch log is named.
    ///   - report: Where the history tells what happened to its file.
    /// - Throws: ``HistoryOpenError/unusable(path:reason:)`` when the scratch log cannot be made, or
    ///   the store was loaded by a history before.
    nonisolated(nonsending) public static func inMemory(
        recording store: S,
        registry: ActionRegistry<S>,
        options: HistoryOptions = HistoryOptions(),
        report: @escaping (HistoryNotice) -> Void = HistoryNotice.writeToStandardError
    ) async throws(HistoryOpenError) -> StoreHistory {
        try refuseLoaded(store, path: options.scratchName)
        let opening = Opening(
            path: "", store: store, initialState: store.state, registry: registry, options: options,
            upgrade: nil, report: report)
        return try await opening.scratch()
    }

    /// Refuses a store a history has loaded before, or tried to (a failed opening may have loaded
    /// part of its log): it is no longer in its initial state, which a history takes for the
    /// state before the log's first action. And one whose changes another history's log makes.
    private static func refuseLoaded(_ store: S, path: String) throws(HistoryOpenError) {
        if let reason = LoadedStores.sharing(store) { throw .unusable(path: path, reason: reason) }
        guard !LoadedStores.claim(store) else { return }
        throw .unusable(
            path: path,
            reason: "its store was loaded by a history before, so it is not in its initial state; "
                + "open the history on a new store")
    }

    /// What opening a log works with.
    struct Opening {
        let path: String
        let store: S
        let initialState: S.State
        let registry: ActionRegistry<S>
        let options: HistoryOptions
        let upgrade: Upgrade?
        let report: (HistoryNotice) -> Void

        /// Guards the store, and the stores in its state, while a replayed asynchronous action
        /// runs, the only time a dispatch from elsewhere can come between the replay's: it would be
        /// in the state and not in the log. A store with observers is guarded throughout, as one
        /// may dispatch on it while a replayed action starts or ends. Returns what ends the guard.
        func guardingAsync() -> () -> Void {
            let isObserved = !store.dispatchObservers.isEmpty
            let watcher = DispatchOrderGuard(store: store, report: report) { true }
            watcher.startMove(isOpening: true, isObserved: isObserved)
            let nested = NestedStoreGuard(store: store, report: report)
            return {
                nested.stop()
                watcher.stop()
            }
        }

        /// Loads a locked log into the store, upgrading it first if it is of an older format.
        nonisolated(nonsending) func load(isReadOnly: Bool, lock: LogLock) async throws(HistoryOpenError)
            -> StoreHistory
        {
            // Kept from now on: another history's store refuses what this replay's reducers
            // dispatch on it, as it will what the history's do.
            let opening = LoadedStores.OpeningMark()
            LoadedStores.note(opening, keeping: store)
            // The whole replay is followed while another history is kept (that history's store
            // tells this replay's dispatches on it by their runs, which only an observed dispatch
            // notes), or while the store has observers (one may dispatch on it as a replayed
            // action ends, which the guard refuses). Otherwise only the asynchronous actions are
            // (``asyncGuard``).
            let isFollowed = LoadedStores.keepsAnother(than: store) || !store.dispatchObservers.isEmpty
            let follower = isFollowed ? guardingAsync() : nil
            let asyncGuard = isFollowed ? nil : guardingAsync
            defer { withExtendedLifetime(opening) { follower?() } }
            var lock = lock
            var isTorn = false
            var snapshot: SnapshotLoad?
            var replayed = 0
            let hasContent = (lock.size ?? 0) > 0
            if hasContent, !isReadOnly, let upgrade, let version = ActionLogFormat.version(of: lock.descriptor),
                version < ActionLogFormat.version
            {
                // The snapshot of the old log holds the state its last session ended with, if it
                // stands for the whole log: lines after it would be replayed by today's actions.
                let lastState = await loadSnapshot(from: lock.descriptor, replayingTail: false).map { _ in store.state }
                store.restore(initialState)
                try await upgrade(LogUpgrade(path: path, version: version, lastState: lastState, isOriginal: true))
                // An upgrade renamed into the log's place is a new file: the lock moves to it.
                if !lock.isFile(at: path) {
                    do {
                        lock = try LogLock(logPath: path, isReadOnly: false)
                    } catch .unusable(let path, let reason) {
                        throw .unusable(path: path, reason: "cannot lock its upgrade: \(reason)")
                    }
                }
            }
            if hasContent {
                snapshot = await loadSnapshot(from: lock.descriptor, guardingAsync: asyncGuard)
            }
            if hasContent, snapshot == nil {
                do {
                    replayed = try await ActionLogReplayer(registry: registry)
                        .replayOwnLog(
                            path, openLog: lock.descriptor, into: store, resumingAfter: nil,
                            guardingAsync: asyncGuard)
                } catch  where error.isTornFinalLine {
                    isTorn = true
                    if isReadOnly {
                        report(.tornLineCut(error, backup: nil))
                    } else {
                        let backup = try LogFiles.setAside(path)
                        try LogFiles.cutTornLine(path)
                        report(.tornLineCut(error, backup: backup))
                    }
                } catch {
                    if error.kind == .unsupportedVersion {
                        throw .unsupportedVersion(location: error.location, reason: error.reason)
                    }
                    throw .corrupt(location: error.location, reason: error.reason)
                }
            }
            if isReadOnly {
                return try await inMemory(isTorn: isTorn, because: "it is read-only", keeping: lock)
            }
            // The replay took a while: the recorder must open the file locked, not one put in its place.
            guard lock.isFile(at: path) else {
                throw .replacedWhileLoading(path: path)
            }
            let history: StoreHistory
            do {
                history = try StoreHistory(
                    path: path, isScratch: false, lock: lock, store: store, initialState: initialState,
                    registry: registry, options: options, report: report, checksumOfStart: snapshot?.checksum)
            } catch  where error.kind == .unreadableFile {
                return try await inMemory(isTorn: false, because: error.reason, keeping: lock)
            } catch {
                throw .unusable(path: path, reason: error.reason)
            }
            // The checksums cover the log's bytes and the state, not the counts written beside them:
            // a snapshot whose counts are not the log's gives no checkpoint a move could trust, nor a
            // state (one written over lines another program added under an older todos held the state
            // without them): the log is replayed, and the snapshot written anew.
            if let snapshot, snapshot.prefix.actionCount + snapshot.tailActions == history.actionCount,
                snapshot.tailActions > 0 || snapshot.prefix.position == history.position
            {
                history.snapshotPrefix = snapshot.prefix
                for checkpoint in snapshot.checkpoints { history.keep(checkpoint) }
            } else if snapshot != nil {
                history.pauseRecording(isOpening: true)
                defer { history.resumeRecording() }
                do {
                    try await history.replay(to: history.position)
                } catch {
                    throw .corrupt(location: error.location, reason: error.reason)
                }
                replayed = history.position
            }
            if max(replayed, snapshot?.tailActions ?? 0) >= options.snapshotInterval { history.saveSnapshot() }
            return history
        }

        /// Goes on in memory with a log that cannot be written: says so, and returns a scratch
        /// history that starts as a copy of the log (without a torn last line), so a move in time
        /// still reaches what was loaded.
        nonisolated(nonsending) private func inMemory(isTorn: Bool, because reason: String, keeping lock: LogLock)
            async throws(HistoryOpenError) -> StoreHistory
        {
            report(.goesOnInMemory(path: path, reason: reason))
            let history = try await scratch(copyingLog: true, cuttingTornLine: isTorn, holding: lock)
            history.standsInForUnwritableLog = true
            return history
        }

        /// A history on a new log in the temporary folder, removed when the history goes.
        ///
        /// - Parameters:
        ///   - copyingLog: Whether the scratch log starts as a copy of ``path``, the log the store
        ///     was loaded from.
        ///   - cuttingTornLine: Whether to leave out the log's torn last line.
        ///   - lock: The lock on the log, kept while the history lives, so that a second writer is
        ///     kept off a read-only log too.
        nonisolated(nonsending) func scratch(
            copyingLog: Bool = false,
            cuttingTornLine: Bool = false,
            holding lock: LogLock? = nil
        ) async throws(HistoryOpenError) -> StoreHistory {
            var contents = Data()
            if copyingLog, (LogFiles.size(of: path) ?? 0) > 0 {
                contents = try LogFiles.contents(of: path, cuttingTornLine: cuttingTornLine)
            }
            // In the temporary folder, or in /tmp when that one cannot hold it (a full one too).
            var failure: HistoryOpenError?
            for folder in ScratchLog.folders {
                let scratchPath: String
                do throws(HistoryOpenError) {
                    scratchPath = try ScratchLog.create(holding: contents, named: options.scratchName, in: folder)
                } catch {
                    failure = failure ?? error
                    continue
                }
                // A copy of an older log is upgraded to be appended to, keeping the state loaded.
                if !contents.isEmpty, let upgrade, let version = ActionLogFormat.version(ofLogAt: scratchPath),
                    version < ActionLogFormat.version
                {
                    do throws(HistoryOpenError) {
                        try await upgrade(
                            LogUpgrade(path: scratchPath, version: version, lastState: store.state, isOriginal: false))
                    } catch {
                        ScratchLog.remove(scratchPath)
                        throw error
                    }
                }
                do {
                    return try StoreHistory(
                        path: scratchPath, isScratch: true, lock: lock, store: store, initialState: initialState,
                        registry: registry, options: options, report: report)
                } catch {
                    // Its header may not fit (a full disk): the next folder is tried.
                    ScratchLog.remove(scratchPath)
                    failure = failure ?? .unusable(path: scratchPath, reason: error.reason)
                }
            }
            throw failure ?? .unusable(path: options.scratchName, reason: "no temporary folder")
        }
    }
}

extension StoreHistory where S.InteractorType: ActionListing {
    /// Opens a store's log, as ``open(_:recording:registry:options:report:upgrade:)`` does, for
    /// every action of the store: its interactor's and its mutators (``ActionRegistry/storeActions()``).
    ///
    /// - Parameters:
    ///   - path: The log's path; its symbolic links are followed.
    ///   - store: The store, in its initial state.
    ///   - options: The names and limits of the files beside the log.
    ///   - report: Where the history tells what happened to its file; a trailing closure is this one.
    /// - Returns: The history, recording to the log.
    /// - Throws: A ``HistoryOpenError`` when the log cannot be used, or the store was loaded by a
    ///   history before (``HistoryOpenError/unusable(path:reason:)``); the log is then left as it was.
    nonisolated(nonsending) public static func open(
        _ path: String,
        recording store: S,
        options: HistoryOptions = HistoryOptions(),
        report: @escaping (HistoryNotice) -> Void = HistoryNotice.writeToStandardError
    ) async throws(HistoryOpenError) -> StoreHistory {
        try await open(path, recording: store, registry: .storeActions(), options: options, report: report)
    }

    /// A history that saves nothing, as ``inMemory(recording:registry:options:report:)``, for every
    /// action of the store.
    ///
    /// - Parameters:
    ///   - store: The store, in its initial state.
    ///   - options: How the scratch log is named.
    ///   - report: Where the history tells what happened to its file.
    /// - Throws: ``HistoryOpenError/unusable(path:reason:)`` when the scratch log cannot be made, or
    ///   the store was loaded by a history before.
    nonisolated(nonsending) public static func inMemory(
        recording store: S,
        options: HistoryOptions = HistoryOptions(),
        report: @escaping (HistoryNotice) -> Void = HistoryNotice.writeToStandardError
    ) async throws(HistoryOpenError) -> StoreHistory {
        try await inMemory(recording: store, registry: .storeActions(), options: options, report: report)
    }
}
