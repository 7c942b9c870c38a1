import Foundation
import OnwardCore
import OnwardDebug
import Testing

@testable import OnwardHistory

/// A server that counts its calls and answers what it is told to.
actor FakeServer {
    private(set) var calls = 0
    private var titles: [String] = []

    func answer(_ titles: [String]) {
        self.titles = titles
    }

    func fetchTitles() -> [String] {
        calls += 1
        return titles
    }
}

extension TodoInteractor {
    /// The server the effect tests' `fetch` calls.
    static let server = FakeServer()

    /// Adds the titles a server answers: a side effect whose result is only in the log.
    var fetch: AsyncAction<ToDoStore> {
        AsyncAction {
            AsyncMiddleware { proxy in
                for title in await Self.server.fetchTitles() { proxy.dispatch(\.add, title) }
            }
        }
    }

    /// Reducers and middleware in turn: replay must apply each middleware's effects in its place.
    var interleaved: Action<ToDoStore> {
        Action {
            Reducer(setter: \.nextID) { 10 }
            Middleware { proxy in proxy.dispatch(\.add, "ten") }
            Reducer(setter: \.nextID) { 20 }
            Middleware { proxy in proxy.dispatch(\.addAll, ["twenty", "twenty-one"]) }
        }
    }
}

/// Signals, once, that the task a middleware started has dispatched.
enum StartedTask {
    static let (dispatched, signal) = AsyncStream.makeStream(of: Void.self)
}

extension TodoInteractor {
    /// A synchronous middleware of an asynchronous action starts a task that dispatches; the
    /// action waits for it, so the task's dispatch is made while the action runs.
    var startTaskThenWait: AsyncAction<ToDoStore> {
        AsyncAction {
            Middleware { proxy in
                nonisolated(unsafe) let proxy = proxy
                Task { @MainActor in
                    proxy.dispatch(\.add, "from a task")
                    StartedTask.signal.yield()
                }
            }
            AsyncMiddleware { _ in
                for await _ in StartedTask.dispatched { break }
            }
        }
    }
}

@Suite(.serialized) struct EffectPlaybackTests {
    private let registry = ActionRegistry<ToDoStore>.todos
        .register(\TodoInteractor.fetch)
        .register(\TodoInteractor.interleaved)
        .register(\TodoInteractor.startTaskThenWait)

    private let header = #"{"format":"onward-action-log","version":2,"store":"ToDoStore"}"#

    @MainActor
    @Test func anAsyncEffectIsRecordedAndReplayedWithoutCallingTheServer() async throws {
        let log = TemporaryLog()
        let live = ToDoStore()
        let recorder = try ActionLogRecorder(path: log.path, registry: registry)
        live.dispatchObservers.add(recorder)
        live.dispatch(\.add, "Milk")
        await TodoInteractor.server.answer(["Bread", "Eggs"])
        await live.dispatch(\.fetch)
        live.dispatch(\.toggle, 3)
        recorder.close()
        #expect(await TodoInteractor.server.calls == 1)
        #expect(
            log.contents.split(separator: "\n")[2]
                == #"{"seq":2,"action":"fetch","args":[],"effects":[[{"action":"add","args":["Bread"]},{"action":"add","args":["Eggs"]}]]}"#
        )

        await TodoInteractor.server.answer(["Something else"])
        let replayed = ToDoStore()
        let replay = try await ActionLogReplayer(registry: registry).replay(log.path, into: replayed)
        #expect(await TodoInteractor.server.calls == 1)
        #expect(StateSnapshot(of: replayed).canonicalHash == StateSnapshot(of: live).canonicalHash)
        #expect(replayed.todos.map(\.title) == ["Milk", "Bread", "Eggs"])
        #expect(replay.effectsRerun.isEmpty)
    }

    @Test func eachMiddlewareRunGetsItsOwnEffectsBetweenTheReducers() throws {
        let log = TemporaryLog()
        let live = ToDoStore()
        let recorder = try ActionLogRecorder(path: log.path, registry: registry)
        live.dispatchObservers.add(recorder)
        live.dispatch(\.interleaved)
        recorder.close()
        #expect(live.todos.map(\.id) == [10, 20, 21])
        #expect(
            log.contents.split(separator: "\n")[1]
                == #"{"seq":1,"action":"interleaved","args":[],"effects":[[{"action":"add","args":["ten"]}],"#
                + #"[{"action":"addAll","args":[["twenty","twenty-one"]],"effects":[[{"action":"add","args":["twenty"]},"#
                + #"{"action":"add","args":["twenty-one"]}]]}]]}"#
        )
        let replayed = ToDoStore()
        _ = try ActionLogReplayer(registry: registry).replay(log.path, into: replayed)
        #expect(replayed.todos.map(\.id) == [10, 20, 21])
        #expect(replayed.todos.map(\.title) == ["ten", "twenty", "twenty-one"])
    }

    @Test func aLineWithEffectsReplaysItsEffectsNotItsMiddleware() throws {
        // The middleware of addAll would add "a" and "b"; the log says it added "x".
        let log = TemporaryLog(
            contents: header + "\n"
                + #"{"seq":1,"action":"addAll","args":[["a","b"]],"effects":[[{"action":"add","args":["x"]}]]}"# + "\n")
        let store = ToDoStore()
        _ = try ActionLogReplayer(registry: registry).replay(log.path, into: store)
        #expect(store.todos.map(\.title) == ["x"])
    }

    @Test(arguments: [
        (
            #"{"seq":2,"action":"addAll","args":[["a"]],"effects":[[{"action":"nope","args":[]}]]}"#,
            ActionLogError.Kind.unknownAction,
            #"in the effects of "addAll": unknown action "nope" in effects: not registered for ToDoStore"#
        ),
        (
            #"{"seq":2,"action":"addAll","args":[["a"]],"effects":{"add":1}}"#,
            .malformedLine,
            #"in the effects of "addAll": malformed effects: "effects" must be an array of middleware runs"#
        ),
        (
            #"{"seq":2,"action":"addAll","args":[["a"]],"effects":[{"action":"add","args":["x"]}]}"#,
            .malformedLine,
            #"in the effects of "addAll": malformed effects: each middleware run must be an array of dispatches"#
        ),
        (
            #"{"seq":2,"action":"addAll","args":[["a"]],"effects":[[{"action":"add","args":["x",1]}]]}"#,
            .wrongArgumentCount,
            #"in the effects of "addAll": wrong argument count for the effect "add": expected 1, found 2"#
        ),
        (
            #"{"seq":2,"action":"addAll","args":[["a"]],"effects":[[{"action":"importTitles","args":[["x"]]}]]}"#,
            .malformedLine,
            #"in the effects of "addAll": the effect "importTitles" is asynchronous, but "addAll" is not: "#
                + "its middleware cannot have dispatched it"
        ),
        (
            #"{"seq":2,"action":"addAll","args":[["a"]],"effects":[[{"action":"add","args":[[]]}]]}"#,
            .wrongArgumentType,
            #"in the effects of "addAll": wrong arguments for the effect "add": "#
        ),
    ])
    func aDamagedEffectIsRefusedAtItsLineAndChangesNothing(
        line: String, kind: ActionLogError.Kind, reason: String
    ) throws {
        let log = TemporaryLog(
            contents: header + "\n" + #"{"seq":1,"action":"add","args":["kept"]}"# + "\n" + line + "\n")
        let store = ToDoStore()
        let error = #expect(throws: ActionLogError.self) {
            try ActionLogReplayer(registry: registry).replay(log.path, into: store)
        }
        #expect(error?.kind == kind)
        #expect(error?.line == 3)
        #expect(error?.reason.hasPrefix(reason) == true)
        #expect("\(error.map { "\($0)" } ?? "")".hasPrefix("\(log.path):3: "))
        #expect(error?.actionsApplied == 1)
        #expect(store.todos.map(\.title) == ["kept"])
    }

    @Test func recordedRunsTheActionNoLongerMakesAreRefusedAtTheirLine() throws {
        // `add` has no middleware: a run recorded for it cannot be played, and must not pass.
        let log = TemporaryLog(
            contents: header + "\n" + #"{"seq":1,"action":"add","args":["kept"]}"# + "\n"
                + #"{"seq":2,"action":"add","args":["a"],"effects":[[{"action":"add","args":["LOST"]}]]}"# + "\n")
        let error = #expect(throws: ActionLogError.self) {
            try ActionLogReplayer(registry: registry).replay(log.path, into: ToDoStore())
        }
        #expect(error?.line == 3)
        #expect(
            error?.reason
                == #"in the effects of "add": more middleware runs are recorded than the action's middleware made: "#
                + "the action is not the one that was recorded")
    }

    @MainActor
    @Test func aTaskASyncMiddlewareOfAnAsyncActionStartsIsRecordedAsThatRunsEffect() async throws {
        let log = TemporaryLog()
        let live = ToDoStore()
        let recorder = try ActionLogRecorder(path: log.path, registry: registry)
        live.dispatchObservers.add(recorder)
        await live.dispatch(\.startTaskThenWait)
        recorder.close()
        #expect(live.todos.map(\.title) == ["from a task"])
        #expect(
            log.contents.contains(
                #"{"seq":1,"action":"startTaskThenWait","args":[],"effects":[[{"action":"add","args":["from a task"]}]]}"#
            ))
        let replayed = ToDoStore()
        _ = try await ActionLogReplayer(registry: registry).replay(log.path, into: replayed)
        #expect(replayed.todos.map(\.title) == ["from a task"])
    }

    @MainActor
    @Test func aVersionOneLogRunsItsEffectsOnceThenUpgradesToFacts() async throws {
        let log = TemporaryLog(
            contents: #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
                + #"{"seq":1,"action":"add","args":["Milk"]}"# + "\n"
                + #"{"seq":2,"action":"fetch","args":[]}"# + "\n"
                + #"{"seq":3,"action":"add","args":["Zed"]}"# + "\n"
                + #"{"position":2}"# + "\n")
        await TodoInteractor.server.answer(["Bread"])
        let before = await TodoInteractor.server.calls
        let replayer = ActionLogReplayer(registry: registry)
        let upgraded = TemporaryLog()
        let upgrade = try await replayer.upgrade(log.path, to: upgraded.path, into: ToDoStore())
        #expect(upgrade.formatVersion == 1)
        #expect(upgrade.effectsRerun == [2])
        #expect(await TodoInteractor.server.calls == before + 1)
        #expect(
            upgraded.contents == header + "\n" + #"{"seq":1,"action":"add","args":["Milk"]}"# + "\n"
                + #"{"seq":2,"action":"fetch","args":[],"effects":[[{"action":"add","args":["Bread"]}]]}"# + "\n"
                + #"{"seq":3,"action":"add","args":["Zed"]}"# + "\n" + #"{"position":2}"# + "\n")

        await TodoInteractor.server.answer(["Changed"])
        let store = ToDoStore()
        let replay = try await replayer.replay(upgraded.path, into: store)
        #expect(await TodoInteractor.server.calls == before + 1)
        #expect(store.todos.map(\.title) == ["Milk", "Bread"])
        #expect(replay.effectsRerun.isEmpty)
    }

    @Test func aVersionOneLogIsNotAppendedTo() throws {
        let log = TemporaryLog(contents: #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n")
        let error = #expect(throws: ActionLogError.self) {
            try ActionLogRecorder(appendingTo: log.path, registry: registry)
        }
        #expect(error?.kind == .unsupportedVersion)
        #expect(
            error?.reason
                == "cannot append to a version 1 log: upgrade it to version 2 first (ActionLogReplayer.upgrade)")
        #expect(log.contents == #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n")
    }
}
