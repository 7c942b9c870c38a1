import Foundation
import Onward
import Testing

/// A recorder alone (no history) on a store whose reducer dispatches, on the store, an action with
/// middleware: nothing refuses what that middleware dispatches, and the log holds none of it.
@MainActor @Suite struct ReducerDispatchRecorderTests {
    @Test func aRecorderAloneLogsWhatAReducersDispatchsMiddlewareDispatched() throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let scale = Scale()
        let recorder = try ActionLogRecorder<Scale>(path: path, registry: .storeActions())
        scale.dispatchObservers.add(recorder)
        scale.dispatch(\.add, 2)
        scale.dispatch(\.addThenReset, 5)  // reset's middleware sets the count to 0
        recorder.close()
        let replayed = Scale()
        _ = try ActionLogReplayer<Scale>(registry: .storeActions()).replay(path, into: replayed)
        withKnownIssue("a recorder alone neither records nor refuses reset's countMutator: 0 live, 7 replayed") {
            #expect(replayed.state == scale.state)
        }
    }
}
