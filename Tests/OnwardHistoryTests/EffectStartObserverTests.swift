import Foundation
import Onward
import Testing

/// An observer of the counter that adds 1 as it sees an effect start: its change comes before the
/// effect's, which does not commute with it.
final class EffectStartAdder: DispatchObserver {
    func willDispatch(_ event: DispatchEvent, to store: Counter) {
        if event.name == "countMutator", event.parent?.middlewareRun != nil { store.dispatch(\.add, 1) }
    }

    func didDispatch(_ event: DispatchEvent, to store: Counter) {}
}

/// A dispatch an observer makes as an effect starts takes effect before it: the log lists it
/// before the effect, so a replay gives the live state. (``OverlappingEffectsTests`` has a sibling
/// effect that starts while another runs, which stays after it.)
@MainActor @Suite struct EffectStartObserverTests {
    @Test func aDispatchMadeAsAnEffectStartsIsReplayedBeforeIt() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let counter = Counter()
        counter.dispatchObservers.add(EffectStartAdder())
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: counter, registry: .storeActions(), report: { notices.all.append("\($0)") })
        counter.dispatch(\.add, 2)
        counter.dispatch(\.reset)  // the observer adds 1 as `countMutator` starts, then the count is 0
        counter.dispatch(\.add, 3)
        let final = Counter.State(count: 3, notes: [])
        #expect(counter.state == final)
        let lines = (folder.read("c.jsonl") ?? "").split(separator: "\n").map(String.init)
        #expect(
            lines.dropFirst() == [
                #"{"seq":1,"action":"add","args":[2]}"#,
                #"{"seq":2,"action":"reset","args":[],"effects":[[{"action":"add","args":[1]},"#
                    + #"{"action":"countMutator","args":[0]}]]}"#,
                #"{"seq":3,"action":"add","args":[3]}"#,
            ])
        try await history.travel(to: 1)
        #expect(counter.state == Counter.State(count: 2, notes: []))
        try await history.travel(to: 3)  // replays `reset`: 1 added, then the count set to 0
        #expect(counter.state == final)
        try await history.travel(to: 2)
        #expect(counter.state == Counter.State(count: 0, notes: []))
        let refusal =
            "refused add on Counter: its history was moving to another action (an undo, a redo or a jump), "
            + "and records nothing meanwhile"
        #expect(notices.all == [refusal, refusal])
        try await history.travel(to: 3)
        #expect(counter.state == final)
        #expect(history.savedEverything)
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let reopened = Counter()
        reopened.dispatchObservers.add(EffectStartAdder())
        notices.all = []
        let again = try await StoreHistory.open(
            path, recording: reopened, registry: .storeActions(), report: { notices.all.append("\($0)") })
        #expect(reopened.state == final)
        #expect(
            notices.all == [
                "refused add on Counter: its history was replaying its log to open it, and records nothing "
                    + "meanwhile; dispatch it once it has opened"
            ])
        again.close()
    }

    @Test func aRecorderAddedAfterTheObserverListsItsDispatchBeforeTheEffectToo() throws {
        for recorderFirst in [true, false] {
            let folder = try Folder()
            let path = folder.file("c.jsonl")
            let counter = Counter()
            let recorder = try ActionLogRecorder<Counter>(path: path, registry: .storeActions())
            if recorderFirst { counter.dispatchObservers.add(recorder) }
            counter.dispatchObservers.add(EffectStartAdder())
            if !recorderFirst { counter.dispatchObservers.add(recorder) }
            counter.dispatch(\.add, 2)
            counter.dispatch(\.reset)
            recorder.close()
            #expect(counter.state == Counter.State(count: 0, notes: []))
            #expect(
                folder.read("c.jsonl")?.split(separator: "\n").last.map(String.init)
                    == #"{"seq":2,"action":"reset","args":[],"effects":[[{"action":"add","args":[1]},"#
                    + #"{"action":"countMutator","args":[0]}]]}"#)
            let replayed = Counter()
            _ = try ActionLogReplayer<Counter>(registry: .storeActions()).replay(path, into: replayed)
            #expect(replayed.state == counter.state)
        }
    }

    @Test func aDispatchMadeAsAnEffectOfAnAsynchronousMiddlewareStartsIsReplayedBeforeIt() async throws {
        let folder = try Folder()
        let path = folder.file("g.jsonl")
        let gauge = Gauge()
        gauge.dispatchObservers.add(GaugeEffectStartRaiser())
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: gauge, registry: .storeActions(), report: { notices.all.append("\($0)") })
        await gauge.dispatch(\.fillLater, 5)  // raised by 1 as `levelMutator` starts, then set to 5
        gauge.dispatch(\.note, "done")
        let final = Gauge.State(level: 5, notes: ["done"])
        #expect(gauge.state == final)
        let lines = (folder.read("g.jsonl") ?? "").split(separator: "\n").map(String.init)
        #expect(
            lines.dropFirst() == [
                #"{"seq":1,"action":"fillLater","args":[5],"effects":[[{"action":"raise","args":[1]},"#
                    + #"{"action":"levelMutator","args":[5]}]]}"#,
                #"{"seq":2,"action":"note","args":["done"]}"#,
            ])
        try await history.travel(to: 0)
        try await history.travel(to: 2)
        #expect(gauge.state == final)
        #expect(
            notices.all == [
                "refused raise on Gauge: its history was moving to another action (an undo, a redo or a jump), "
                    + "and records nothing meanwhile"
            ])
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let reopened = Gauge()
        let again = try await StoreHistory.open(path, recording: reopened, registry: .storeActions())
        #expect(reopened.state == final)
        again.close()
    }
}
