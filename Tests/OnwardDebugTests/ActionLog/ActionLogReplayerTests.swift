import Foundation
import OnwardCore
import OnwardDebug
import Testing

@testable import OnwardHistory

@Suite struct ActionLogReplayerTests {
    private let replayer = ActionLogReplayer(registry: .todos)

    /// Dispatches a session on a recorded store, and returns the store.
    private func record(to log: TemporaryLog) async throws -> ToDoStore {
        let store = ToDoStore()
        let recorder = try ActionLogRecorder(path: log.path, registry: .todos)
        store.dispatchObservers.add(recorder)
        store.dispatch(\.add, "Buy milk")
        store.dispatch(\.addAll, ["Walk dog", "Call mom", "Read"])
        store.dispatch(\.toggle, 2)
        store.dispatch(\.edit, 3, "Call dad")
        await store.dispatch(\.importTitles, ["Write", "Sleep"])
        store.dispatch(\.remove, 1)
        store.dispatch(\.toggle, 6)
        recorder.close()
        return store
    }

    @Test func aRecordedSessionReplaysToTheSameState() async throws {
        let log = TemporaryLog()
        let live = try await record(to: log)
        let (firstStore, secondStore) = (ToDoStore(), ToDoStore())
        let first = try await replayer.replay(log.path, into: firstStore)
        let second = try await replayer.replay(log.path, into: secondStore)
        #expect(first.actionsApplied == 7)
        #expect(StateSnapshot(of: firstStore).canonicalHash == StateSnapshot(of: live).canonicalHash)
        #expect(StateSnapshot(of: secondStore).canonicalHash == StateSnapshot(of: live).canonicalHash)
        #expect(first == second)
    }

    @Test func replayCanStopAfterActionN() async throws {
        let log = TemporaryLog()
        _ = try await record(to: log)
        let store = ToDoStore()
        let replay = try await replayer.replay(log.path, into: store, stoppingAfter: 3)
        let expected = ToDoStore()
        expected.dispatch(\.add, "Buy milk")
        expected.dispatch(\.addAll, ["Walk dog", "Call mom", "Read"])
        expected.dispatch(\.toggle, 2)
        #expect(replay.actionsApplied == 3)
        #expect(StateSnapshot(of: store).canonicalHash == StateSnapshot(of: expected).canonicalHash)
    }

    @Test func aLogOfSyncActionsReplaysWithoutAwaiting() throws {
        let log = TemporaryLog(
            contents: """
                {"format":"onward-action-log","version":2,"store":"ToDoStore"}
                {"seq":1,"action":"add","args":["a"]}
                {"action":"toggle","args":[1],"seq":2,"at":"2026-01-01T00:00:00.000Z","note":"ignored"}

                """
        )
        let store = ToDoStore()
        let replay = try replayer.replay(log.path, into: store)
        #expect(replay.actionsApplied == 2)
        #expect(StateSnapshot(of: store).description.contains(#"ToDo(id: 1, title: "a", isCompleted: true)"#))
    }

    @Test func aCompleteLastLineWithoutNewlineIsRead() throws {
        let log = TemporaryLog(
            contents: #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"# + "\n"
                + #"{"seq":1,"action":"add","args":["a"]}"#
        )
        #expect(try replayer.replay(log.path, into: ToDoStore()).actionsApplied == 1)
    }

    @Test func replayNeverWritesToTheLog() async throws {
        let log = TemporaryLog()
        _ = try await record(to: log)
        let before = log.contents
        _ = try await replayer.replay(log.path, into: ToDoStore())
        #expect(log.contents == before)
    }

    @Test func actionsOfTheStoreItselfAndActionValuesReplayByName() throws {
        let clear = Action<ToDoStore>("clear") { Reducer(setter: \ToDoStore.todos) { [] } }
        let registry = ActionRegistry<ToDo>().register(\ToDo.titleMutator).register(\TodoInteractor.toggleCompletion)
        let storeRegistry = ActionRegistry<ToDoStore>.todos.register(clear)
        let log = TemporaryLog()
        let todo = ToDo(id: 1, title: "a")
        let recorder = try ActionLogRecorder(path: log.path, registry: registry)
        todo.dispatchObservers.add(recorder)
        todo.dispatch(\.titleMutator, "b")
        todo.dispatch(\.toggleCompletion)
        recorder.close()
        let replayed = ToDo(id: 1, title: "a")
        _ = try ActionLogReplayer(registry: registry).replay(log.path, into: replayed)
        #expect(StateSnapshot(of: replayed) == StateSnapshot(of: todo))
        #expect(registry.actionNames(for: todo) == ["titleMutator", "toggleCompletion"])

        let storeLog = TemporaryLog()
        let store = ToDoStore.filled(2)
        let storeRecorder = try ActionLogRecorder(path: storeLog.path, registry: storeRegistry)
        store.dispatchObservers.add(storeRecorder)
        store.dispatch(clear)
        storeRecorder.close()
        #expect(storeLog.contents.hasSuffix(#"{"seq":1,"action":"clear","args":[]}"# + "\n"))
        let target = ToDoStore.filled(2)
        _ = try ActionLogReplayer(registry: storeRegistry).replay(storeLog.path, into: target)
        #expect(target.todos.isEmpty)
    }

    @Test func aSecondActionRegisteredUnderAGivenNameStopsTheProgramBeforeAnythingIsReplayed() async throws {
        // The log is made here, not in the child: the child stops before it could remove it.
        let log = TemporaryLog(
            contents: #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"# + "\n"
                + #"{"seq":1,"action":"add","args":["a"]}"# + "\n"
        )
        let path = log.path
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent, \.standardOutputContent],
            performing: { [path = path as String] in
                let registry = ActionRegistry<ToDoStore>().register(\TodoInteractor.add).register(
                    \TodoInteractor.remove, as: "add")
                _ = try? ActionLogReplayer(registry: registry).replay(path, into: ToDoStore())
                print("replayed")
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("ActionRegistry<ToDoStore>: 'add' is registered twice"))
        #expect(!String(decoding: result.standardOutputContent, as: UTF8.self).contains("replayed"))
    }
}
