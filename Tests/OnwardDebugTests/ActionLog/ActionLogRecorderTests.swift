import Foundation
import OnwardCore
import OnwardDebug
import TestGate
import Testing

@testable import OnwardHistory

@Suite struct ActionLogRecorderTests {
    private let header = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"#

    @Test func writesTheHeaderThenOneLinePerTopLevelAction() throws {
        let log = TemporaryLog()
        let store = ToDoStore()
        store.dispatchObservers.add(try ActionLogRecorder(path: log.path, registry: .todos))
        store.dispatch(\.add, "Buy milk")
        store.dispatch(\.toggle, 1)
        store.dispatch(\.edit, 1, "Oat \"milk\" / 2")
        store.dispatch(\.addAll, ["a", "b"])
        #expect(
            log.contents == """
                \(header)
                {"seq":1,"action":"add","args":["Buy milk"]}
                {"seq":2,"action":"toggle","args":[1]}
                {"seq":3,"action":"edit","args":[1,"Oat \\"milk\\" / 2"]}
                {"seq":4,"action":"addAll","args":[["a","b"]],"effects":[[{"action":"add","args":["a"]},{"action":"add","args":["b"]}]]}

                """
        )
    }

    @Test func eachLineIsInTheFileBeforeTheDispatchReturns() throws {
        let log = TemporaryLog()
        let store = ToDoStore()
        let recorder = try ActionLogRecorder(path: log.path, registry: .todos)
        store.dispatchObservers.add(recorder)
        #expect(log.contents == header + "\n")
        store.dispatch(\.add, "a")
        #expect(log.contents.hasSuffix(#"{"seq":1,"action":"add","args":["a"]}"# + "\n"))
        store.dispatch(\.remove, 1)
        #expect(log.contents.hasSuffix(#"{"seq":2,"action":"remove","args":[1]}"# + "\n"))
        #expect(recorder.actionCount == 2)
    }

    @Test func asyncActionsAreRecordedWhenTheyFinish() async throws {
        let log = TemporaryLog()
        let store = ToDoStore()
        store.dispatchObservers.add(try ActionLogRecorder(path: log.path, registry: .todos))
        await store.dispatch(\.importTitles, ["x"])
        #expect(
            log.contents == header + "\n"
                + #"{"seq":1,"action":"importTitles","args":[["x"]],"effects":[[{"action":"add","args":["x"]}]]}"#
                + "\n")
    }

    @Test func anActionTheRegistryDoesNotKnowIsWrittenAsUnrecordedAndReported() throws {
        let log = TemporaryLog()
        let store = ToDoStore.filled(1)
        var reported: [String] = []
        let recorder = try ActionLogRecorder(path: log.path, registry: .todos) { reported.append("\($0)") }
        store.dispatchObservers.add(recorder)
        store.dispatch(\.renameDirectly, 1, "x")
        store.dispatch(\.touch)
        #expect(
            log.contents == """
                \(header)
                {"seq":1,"action":"renameDirectly","unrecorded":"not registered in ActionRegistry<ToDoStore>"}
                {"seq":2,"action":"touch","args":[]}

                """
        )
        let issue = "\(log.path):2: could not record \"renameDirectly\": not registered in ActionRegistry<ToDoStore>"
        #expect(reported == [issue])
        #expect(recorder.issues.map(\.description) == [issue])
    }

    @Test func argumentsThatDoNotFitTheRegisteredActionAreWrittenAsUnrecorded() throws {
        let log = TemporaryLog()
        let store = ToDoStore()
        let registry = ActionRegistry<ToDoStore>().register(\TodoInteractor.remove, as: "add")
        let recorder = try ActionLogRecorder(path: log.path, registry: registry) { _ in }
        store.dispatchObservers.add(recorder)
        store.dispatch(\.add, "a")
        #expect(log.contents.hasSuffix(#"{"seq":1,"action":"add","unrecorded":"argument 1 should be Int"}"# + "\n"))
        #expect(recorder.issues.map(\.reason) == ["argument 1 should be Int"])
    }

    @Test func timestampsAreAddedLastWhenAsked() throws {
        let log = TemporaryLog()
        let store = ToDoStore()
        let epoch = Date(timeIntervalSince1970: 0)
        store.dispatchObservers.add(
            try ActionLogRecorder(path: log.path, registry: .todos, timestamps: .custom { epoch })
        )
        store.dispatch(\.add, "a")
        #expect(
            log.contents.hasSuffix(#"{"seq":1,"action":"add","args":["a"],"at":"1970-01-01T00:00:00.000Z"}"# + "\n"))
    }

    @Test func aLogThatCannotBeCreatedIsAnError() {
        let path = "/nonexistent-onward-folder/todos.log"
        #expect(
            throws: ActionLogError(
                kind: .unreadableFile, file: path, line: 0, reason: "cannot create: No such file or directory")
        ) {
            try ActionLogRecorder<ToDoStore>(path: path, registry: .todos)
        }
    }

    @Test func closingStopsRecording() throws {
        let log = TemporaryLog()
        let store = ToDoStore()
        let recorder = try ActionLogRecorder(path: log.path, registry: .todos)
        store.dispatchObservers.add(recorder)
        recorder.close()
        store.dispatch(\.add, "a")
        #expect(log.contents == header + "\n")
    }
}

@MainActor
@Suite struct ActionLogRecorderOverlapTests {
    private let header = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"#

    @Test func anActionDispatchedWhileAnAsyncOneWaitsIsRecorded() async throws {
        // `add("b")` starts while `waitingAdd` is suspended: depth 1, but no dispatch made it.
        let log = TemporaryLog()
        let store = ToDoStore()
        store.dispatchObservers.add(try ActionLogRecorder(path: log.path, registry: .todos) { _ in })
        let gate = Gate()
        let waiting = Task { await store.dispatch(TodoInteractor.waitingAdd(gate), "a") }
        await gate.reached()
        store.dispatch(\.add, "b")
        gate.open()
        await waiting.value
        // Lines follow the order the actions finish; `waitingAdd` is not registered.
        #expect(
            log.contents == """
                \(header)
                {"seq":1,"action":"add","args":["b"]}
                {"seq":2,"action":"waitingAdd","unrecorded":"not registered in ActionRegistry<ToDoStore>"}

                """
        )
    }
}
