import OnwardCore

/// Something a ``StoreHistory`` tells its owner about its log that is not an error of the call in
/// progress: the one channel for what happened to the file.
public enum HistoryNotice {
    /// Opening found a torn last line, as a crash in the middle of a write leaves it, and loaded
    /// the complete actions before it. The line was cut off after the file as it was was kept
    /// at `backup`; or, for a log that cannot be written, left as it is (`backup` is `nil`).
    case tornLineCut(ActionLogError, backup: String?)
    /// The log cannot be written (read-only, a full disk): it was loaded and left as it is, and
    /// the history goes on in a scratch log that saves nothing.
    case goesOnInMemory(path: String, reason: String)
    /// A write to the log failed, an action could not be recorded (its arguments cannot be
    /// written, or the registry lacks it), or another program replaced or wrote to the file: the
    /// history stopped writing it, so it holds exactly the actions before and opens again; the
    /// store goes on in memory, and moves in time are refused. The issue says which, where a copy
    /// was kept, and whether it was met as the history closed (``ActionLogIssue/isAtClose``), which
    /// then takes no snapshot.
    case stoppedSaving(ActionLogIssue)
    /// An action could not be recorded. A history no longer reports it: such an action stops its
    /// saving (``stoppedSaving(_:)``), so that the log opens again. Kept for code that handles it.
    case unrecorded(ActionLogIssue)
    /// The recording to another file (``StoreHistory/startRecording(to:)``) could not record an
    /// action or write a line.
    case recordingIssue(ActionLogIssue)
    /// A dispatch of `action` on a store of type `store` nested in the state was refused: it was
    /// made from outside the actions of the recorded store (of type `storeType`), such as from a
    /// row of a view or from a middleware, so the log could not make it again. Change a nested
    /// store through an action of the store that holds it, whose reducer dispatches on it.
    case refusedDispatch(action: String, on: String, storeType: String)
    /// A dispatch of `action` on the recorded store (of type `storeType`) was refused because its
    /// line could not replay in its place: it was made while the asynchronous action `running`
    /// runs, whose line, written when it ends, would replay after it what that action did before
    /// (such as reading the state it then writes from); or, when `running` is `nil`, while the
    /// history moved in time, which records nothing: made elsewhere while a replayed asynchronous
    /// action awaited, or by an observer as a replayed action or effect started or ended (the log
    /// holds what it dispatched the first time). Dispatch it when the running action has ended.
    case refusedWhileRunning(action: String, storeType: String, running: String?)
    /// A dispatch of `action` on the recorded store (of type `storeType`) was refused because it
    /// was made while the history replayed its log to open it, which records nothing: made
    /// elsewhere while a replayed asynchronous action awaited, or by an observer as a replayed
    /// action or effect started or ended. Dispatch it once the history opened.
    case refusedWhileOpening(action: String, storeType: String)
    /// A dispatch of `action` on the recorded store (of type `storeType`) was refused because a
    /// reducer of a store of type `madeBy`, which a history of its own keeps, made it: that
    /// history's replays run the reducer again, so the dispatch would be made, and recorded,
    /// again. Make it from a middleware of that store, whose effects a replay does not run again.
    case refusedFromAnotherHistory(action: String, storeType: String, madeBy: String)
    /// A dispatch of `action` on the recorded store (of type `storeType`) was refused because the
    /// middleware of `middlewareOf`, an action that a reducer of the store dispatched on it, made it:
    /// the log holds the reducer's action, whose replay dispatches `middlewareOf` again and plays
    /// nothing for its middleware, so the dispatch would be in the state and not in the log.
    /// `byObserver` says that an observer of the store, not the reducer, dispatched `middlewareOf`,
    /// as a dispatch the reducer made started or ended: within the reducer's run, so a replay has
    /// the observer dispatch it again. Dispatch `middlewareOf` from a middleware, whose dispatches
    /// the log holds, or make the change in a reducer.
    case refusedFromUnrecordedMiddleware(action: String, storeType: String, middlewareOf: String, byObserver: Bool)
    /// The file at the snapshot's path is not a snapshot, so it is left as it is and no snapshot
    /// is taken: opening replays the whole log.
    case snapshotLeftAlone(path: String)
}

extension HistoryNotice: CustomStringConvertible {
    /// The notice in a sentence, as a history opened without a `report` function writes it to
    /// standard error (after `onward: `).
    public var description: String {
        switch self {
        case .tornLineCut(let error, let backup):
            let kept = "\(error); kept the \(error.actionsApplied) complete actions"
            return backup.map { kept + "; the file as it was is in \($0)" } ?? kept
        case .goesOnInMemory(let path, let reason):
            return "cannot save to \(path): \(reason); the store goes on in memory and saves nothing"
        case .stoppedSaving(let issue) where issue.isAtClose:
            return "\(issue); the history closed without a snapshot"
        case .stoppedSaving(let issue):
            return "\(issue); the store goes on in memory"
        case .unrecorded(let issue), .recordingIssue(let issue):
            return "\(issue)"
        case .refusedDispatch(let action, let nested, let storeType):
            return "refused \(action) on \(nested): it was not made by an action of \(storeType), "
                + "so its history could not make it again"
        case .refusedWhileRunning(let action, let storeType, nil):
            return "refused \(action) on \(storeType): its history was moving to another action (an undo, a redo "
                + "or a jump), and records nothing meanwhile"
        case .refusedWhileRunning(let action, let storeType, let running?):
            return "refused \(action) on \(storeType) while the asynchronous action \(running) runs: the log, "
                + "which holds an action when it ends, could not replay them in the order they ran; "
                + "dispatch it when \(running) has ended"
        case .refusedWhileOpening(let action, let storeType):
            return "refused \(action) on \(storeType): its history was replaying its log to open it, and records "
                + "nothing meanwhile; dispatch it once it has opened"
        case .refusedFromAnotherHistory(let action, let storeType, let maker):
            return "refused \(action) on \(storeType): a reducer of \(maker) made it, and the history of \(maker) "
                + "runs its reducers again at every replay, so it would be made again; dispatch it from a "
                + "middleware of \(maker), whose effects a replay does not run again"
        case .refusedFromUnrecordedMiddleware(let action, let storeType, let maker, let byObserver):
            return "refused \(action) on \(storeType): the middleware of \(maker) made it, and "
                + Self.unrecordedMiddlewareCause(
                    maker: maker, storeType: storeType, byObserver: byObserver, keeper: "its history")
        case .snapshotLeftAlone(let path):
            return "\(path) is not a snapshot, so it was left as it is and opening replays the whole log"
        }
    }

    /// Writes a notice to standard error: what a history does with its notices when it is given
    /// no `report` function.
    ///
    /// - Parameter notice: The notice.
    public static func writeToStandardError(_ notice: HistoryNotice) {
        FileDescriptorWriter.write("onward: \(notice)\n", to: 2)
    }

    /// Why the dispatches of a middleware of `maker` cannot be in a log, after "the middleware of
    /// `maker` made it, and ": a reducer of the store dispatched `maker`, or an observer did within
    /// the reducer's run. A history's refusal and a recorder's `unrecorded` reason say it alike.
    ///
    /// - Parameter keeper: What does not record `maker`: "its history", or "the log".
    static func unrecordedMiddlewareCause(maker: String, storeType: String, byObserver: Bool, keeper: String) -> String
    {
        byObserver
            ? "an observer of \(storeType) dispatched \(maker) as a dispatch that a reducer of \(storeType) made "
                + "started or ended, so within the reducer's run: \(keeper) records neither (a replay runs the reducer "
                + "again, whose dispatch has the observer make \(maker) again, and plays nothing for \(maker)'s "
                + "middleware); dispatch \(maker) from a middleware, whose dispatches the log holds"
            : "a reducer of \(storeType) dispatched \(maker), which \(keeper) does not record (a replay makes it "
                + "again through the reducer, and plays nothing for its middleware); dispatch \(maker) from a "
                + "middleware, whose dispatches the log holds"
    }
}
