import Foundation
import Onward
import Testing

/// A recorder alone (no history) on a store whose reducer dispatches, on the store, an action with
/// middleware that dispatches: the log could hold neither that dispatch nor anything that replays
/// it, so the top-level action's line says `unrecorded`, a replay stops there with the reason, and
/// the issue is reported.
@MainActor @Suite struct ReducerDispatchRecorderTests {
    @Test(arguments: [false, true])
    func aReducersDispatchWhoseMiddlewareDispatchesLeavesItsActionUnrecorded(isAsync: Bool) async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let scale = Scale()
        var issues: [ActionLogIssue] = []
        let recorder = try ActionLogRecorder<Scale>(path: path, registry: .storeActions()) { issues.append($0) }
        scale.dispatchObservers.add(recorder)
        scale.dispatch(\.add, 2)
        let before = scale.state
        // reset's middleware sets the count to 0
        if isAsync { await scale.dispatch(\.addThenResetLater, 5) } else { scale.dispatch(\.addThenReset, 5) }
        scale.dispatch(\.add, 4)
        recorder.close()
        let action = "addThenReset" + (isAsync ? "Later" : "")
        let reason =
            "the middleware of reset dispatched countMutator, and a reducer of Scale dispatched reset, which "
            + "the log does not record (a replay makes it again through the reducer, and plays nothing for its "
            + "middleware); dispatch reset from a middleware, whose dispatches the log holds"
        #expect(issues.map(\.description) == ["\(path):3: could not record \"\(action)\": \(reason)"])
        #expect(
            folder.read("c.jsonl")?.split(separator: "\n").dropFirst().map(String.init) == [
                #"{"seq":1,"action":"add","args":[2]}"#,
                #"{"seq":2,"action":"\#(action)","unrecorded":"\#(reason)"}"#,
                #"{"seq":3,"action":"add","args":[4]}"#,
            ])
        try await expectReplayStops(path, atLine: 3, action: action, reason: reason, reaching: before)
    }

    /// An observer dispatches `reset` as `quiet`, which a reducer dispatches, starts or ends: within
    /// the reducer's run, so a replay has the observer make it again, and plays nothing for its
    /// middleware. The reason says the observer made it.
    @Test(arguments: [false, true], [false, true])
    func anObserversDispatchInAReducersRunWhoseMiddlewareDispatchesLeavesItsActionUnrecorded(
        isAsync: Bool, atEnd: Bool
    ) async throws {
        let folder = try Folder()
        let path = folder.file("s.jsonl")
        let scale = Scale()
        var issues: [ActionLogIssue] = []
        let recorder = try ActionLogRecorder<Scale>(path: path, registry: .storeActions()) { issues.append($0) }
        // Ahead of the observer, as a history puts its recorder: told first of a dispatch's end, it
        // tells an observer's dispatch then from the reducer's.
        scale.dispatchObservers.add(recorder)
        scale.dispatchObservers.add(QuietAdder(atEnd: atEnd, resets: true))
        scale.dispatch(\.add, 2)
        let before = scale.state
        if isAsync { await scale.dispatch(\.quietThenScaleLater) } else { scale.dispatch(\.quietThenScale) }
        recorder.close()
        let action = "quietThenScale" + (isAsync ? "Later" : "")
        let reason =
            "the middleware of reset dispatched countMutator, and an observer of Scale dispatched reset as a "
            + "dispatch that a reducer of Scale made started or ended, so within the reducer's run: the log "
            + "records neither (a replay runs the reducer again, whose dispatch has the observer make reset "
            + "again, and plays nothing for reset's middleware); dispatch reset from a middleware, whose "
            + "dispatches the log holds"
        #expect(issues.map(\.description) == ["\(path):3: could not record \"\(action)\": \(reason)"])
        #expect(
            folder.read("s.jsonl")?.split(separator: "\n").last.map(String.init)
                == #"{"seq":2,"action":"\#(action)","unrecorded":"\#(reason)"}"#)
        try await expectReplayStops(path, atLine: 3, action: action, reason: reason, reaching: before)
    }

    /// A history's recording to another file, once the history's log stopped saving: its guard no
    /// longer refuses the middleware's dispatch, so the recording, which must open again as the
    /// log must, stops at that action with the reason, holding the actions before it.
    @Test func aRecordingOnceTheLogStoppedSavingStopsAtSuchAnAction() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let copy = folder.file("r.jsonl")
        let scale = Scale()
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: scale, registry: .storeActions(), report: { notices.all.append("\($0)") })
        try history.startRecording(to: copy)
        history.maximumLineLength = 10  // the log's, not the recording's: the log stops at the first action
        scale.dispatch(\.add, 2)
        scale.dispatch(\.addThenReset, 5)  // reset's middleware sets the count to 0
        let reason =
            "the middleware of reset dispatched countMutator, and a reducer of Scale dispatched reset, which "
            + "the log does not record (a replay makes it again through the reducer, and plays nothing for its "
            + "middleware); dispatch reset from a middleware, whose dispatches the log holds"
        #expect(notices.all.count == 2)
        #expect(notices.all.last == "\(copy):3: could not record \"addThenReset\": \(reason); recording stopped")
        #expect(throws: HistoryError.recordingStopped(copy, reason: reason)) { try history.stopRecording() }
        history.close()
        #expect(
            folder.read("r.jsonl")?.split(separator: "\n").dropFirst().map(String.init) == [
                #"{"seq":1,"action":"add","args":[2]}"#
            ])
        let replayed = Scale()
        let replay = try await ActionLogReplayer<Scale>(registry: .storeActions()).replay(copy, into: replayed)
        #expect(replay.actionsApplied == 1)
        #expect(replayed.state == Scale.State(count: 2))
    }

    /// Replays the log into a new scale: it stops at `line`, an unrecorded action, with `reason`,
    /// having reached `state`.
    private func expectReplayStops(
        _ path: String, atLine line: Int, action: String, reason: String, reaching state: Scale.State
    ) async throws {
        let replayed = Scale()
        let error = await #expect(throws: ActionLogError.self) {
            try await ActionLogReplayer<Scale>(registry: .storeActions()).replay(path, into: replayed)
        }
        #expect(error?.kind == .unrecordedAction)
        #expect(error?.line == line)
        #expect(error?.actionsApplied == line - 2)
        #expect(
            error?.reason
                == "action \"\(action)\" was not recorded (\(reason)): the log cannot be replayed past this line")
        #expect(replayed.state == state)
    }
}
