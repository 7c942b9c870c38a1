import Foundation
import Onward
import Testing

/// A reducer that dispatches, on its own kept store, an action with middleware: the log holds the
/// reducer's action, not the dispatch, so a replay makes that dispatch again through the reducer
/// and plays nothing for its middleware. What that middleware dispatches on the store is refused
/// and said, and its run does not take the recorded runs of the action the reducer ran in.
@MainActor @Suite struct ReducerDispatchTests {
    @Test(arguments: [false, true])
    func whatTheMiddlewareOfAReducersDispatchDispatchesIsRefused(isAsync: Bool) async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let scale = Scale()
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: scale, registry: .storeActions(), report: { notices.all.append("\($0)") })
        scale.dispatch(\.add, 2)
        // reset's middleware would set the count to 0
        if isAsync { await scale.dispatch(\.addThenResetLater, 5) } else { scale.dispatch(\.addThenReset, 5) }
        let live = Scale.State(count: 7)
        #expect(scale.state == live)
        #expect(
            notices.all == [
                "refused countMutator on Scale: the middleware of reset made it, and a reducer of Scale "
                    + "dispatched reset, which its history does not record (a replay makes it again through the "
                    + "reducer, and plays nothing for its middleware); dispatch reset from a middleware, whose "
                    + "dispatches the log holds"
            ])
        #expect(
            folder.read("c.jsonl")?.split(separator: "\n").dropFirst().map(String.init) == [
                #"{"seq":1,"action":"add","args":[2]}"#,
                #"{"seq":2,"action":"addThenReset"# + (isAsync ? "Later" : "") + #"","args":[5]}"#,
            ])
        #expect(history.savedEverything)
        try await history.travel(to: 1)
        #expect(scale.state == Scale.State(count: 2))
        try await history.travel(to: 2)
        #expect(scale.state == live)
        #expect(notices.all.count == 1)  // the replay dispatches nothing for reset's middleware
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let reopened = Scale()
        try await StoreHistory.open(path, recording: reopened, registry: .storeActions()).close()
        #expect(reopened.state == live)
    }

    @Test(arguments: [false, true])
    func theMiddlewareOfAReducersDispatchTakesNoRecordedRun(isAsync: Bool) async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let scale = Scale()
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: scale, registry: .storeActions(), report: { notices.all.append("\($0)") })
        scale.dispatch(\.add, 2)
        // quiet's middleware runs, then 2 × 10, then its own adds 1
        if isAsync { await scale.dispatch(\.quietThenScaleLater) } else { scale.dispatch(\.quietThenScale) }
        let live = Scale.State(count: 21)
        #expect(scale.state == live)
        #expect(notices.all.isEmpty)
        #expect(
            folder.read("c.jsonl")?.split(separator: "\n").last.map(String.init)
                == #"{"seq":2,"action":"quietThenScale"# + (isAsync ? "Later" : "")
                + #"","args":[],"effects":[[{"action":"add","args":[1]}]]}"#)
        try await history.travel(to: 1)
        try await history.travel(to: 2)
        #expect(scale.state == live)
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let reopened = Scale()
        try await StoreHistory.open(path, recording: reopened, registry: .storeActions()).close()
        #expect(reopened.state == live)
        // A replay into a store nothing observes tells the reducer's dispatch too, awaited or not.
        let replayer = ActionLogReplayer<Scale>(registry: .storeActions())
        let awaited = Scale()
        #expect(try await replayer.replay(path, into: awaited).actionsApplied == 2)
        #expect(awaited.state == live)
        #expect(!awaited.hasObservers)
        guard !isAsync else { return }
        let synchronous = Scale()
        #expect(try Self.replay(path, with: replayer, into: synchronous).actionsApplied == 2)
        #expect(synchronous.state == live)
        #expect(!synchronous.hasObservers)
    }

    /// Replays a log with the synchronous overload.
    static func replay(_ path: String, with replayer: ActionLogReplayer<Scale>, into store: Scale) throws
        -> ActionLogReplay
    {
        try replayer.replay(path, into: store)
    }
}
