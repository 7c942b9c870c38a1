import Foundation
import Onward
import Testing

/// An observer of the counter that notes every `add` it sees end, by dispatching on the counter.
final class AddEcho: DispatchObserver {
    func willDispatch(_ event: DispatchEvent, to store: Counter) {}

    func didDispatch(_ event: DispatchEvent, to store: Counter) {
        if event.name == "add", event.parent == nil { store.dispatch(\.note, "saw add") }
    }
}

/// A dispatch an observer makes while a history replays its log is refused: the log holds what the
/// observer dispatched when the action first ran, so letting it through would make it twice.
@MainActor @Suite struct ObserverDispatchTests {
    /// A log of `add 1`, the echo's note, `add 2` and its note, made with the echo watching.
    static func logWithEchoes(at path: String) async throws {
        let counter = Counter()
        counter.dispatchObservers.add(AddEcho())
        let history = try await StoreHistory.open(path, recording: counter, registry: .storeActions())
        counter.dispatch(\.add, 1)
        counter.dispatch(\.add, 2)
        #expect(counter.state == Counter.State(count: 3, notes: ["saw add", "saw add"]))
        #expect(try history.contents().entries.map(\.action) == ["add", "note", "add", "note"])
        history.close()
    }

    @Test func anObserversDispatchDuringAnUndoIsRefused() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let counter = Counter()
        counter.dispatchObservers.add(AddEcho())
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: counter, registry: .storeActions(), report: { notices.all.append("\($0)") })
        let copy = folder.file("copy.jsonl")
        try history.startRecording(to: copy)
        counter.dispatch(\.add, 1)
        counter.dispatch(\.add, 2)
        try await history.travel(to: 3)
        #expect(counter.state == Counter.State(count: 3, notes: ["saw add"]))
        // The undo replays `add 1`, the note, `add 2`: the echo of each `add` is refused.
        let refusal =
            "refused note on Counter: its history was moving to another action (an undo, a redo or a jump), "
            + "and records nothing meanwhile"
        #expect(notices.all == [refusal, refusal])
        #expect(history.savedEverything)
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        for log in [path, copy] {
            let replayed = Counter()
            try await StoreHistory.open(log, recording: replayed, registry: .storeActions()).close()
            #expect(replayed.state == counter.state)
        }
    }

    @Test func anObserversDispatchWhileTheHistoryOpensIsRefused() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        try await Self.logWithEchoes(at: path)
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let counter = Counter()
        counter.dispatchObservers.add(AddEcho())
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: counter, registry: .storeActions(), report: { notices.all.append("\($0)") })
        #expect(counter.state == Counter.State(count: 3, notes: ["saw add", "saw add"]))
        let refusal =
            "refused note on Counter: its history was replaying its log to open it, and records nothing "
            + "meanwhile; dispatch it once it has opened"
        #expect(notices.all == [refusal, refusal])
        counter.dispatch(\.add, 4)
        #expect(counter.state == Counter.State(count: 7, notes: ["saw add", "saw add", "saw add"]))
        history.close()
    }
}

/// An observer of the counter that notes every `addLater` it sees end.
final class LaterEcho: DispatchObserver {
    func willDispatch(_ event: DispatchEvent, to store: Counter) {}

    func didDispatch(_ event: DispatchEvent, to store: Counter) {
        if event.name == "addLater", event.parent == nil { store.dispatch(\.note, "saw later") }
    }
}

/// The history's guards, too, see an action end before an observer added earlier reacts to it.
@MainActor @Suite struct EarlyObserverTests {
    @Test func anObserverAddedBeforeOpeningMayDispatchAsAnAsynchronousActionEnds() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let counter = Counter()
        counter.dispatchObservers.add(LaterEcho())
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: counter, registry: .storeActions(), report: { notices.all.append("\($0)") })
        await counter.dispatch(\.addLater, 1)
        #expect(counter.state.notes == ["saw later"])
        #expect(notices.all.isEmpty)
        history.close()
    }
}

/// An observer of the counter that notes every effect it sees start, or end: a dispatch made within
/// the middleware run that made the effect, which a replay plays back.
final class EffectEcho: DispatchObserver {
    let atStart: Bool

    init(atStart: Bool) {
        self.atStart = atStart
    }

    func willDispatch(_ event: DispatchEvent, to store: Counter) {
        if atStart { echo(event, on: store) }
    }

    func didDispatch(_ event: DispatchEvent, to store: Counter) {
        if !atStart { echo(event, on: store) }
    }

    private func echo(_ event: DispatchEvent, on store: Counter) {
        if event.name == "countMutator", event.parent?.middlewareRun != nil { store.dispatch(\.note, "saw effect") }
    }
}

/// An observer that reacts to an effect (a dispatch a middleware made) dispatches within the
/// middleware's run: its dispatch is recorded once, as one of the run's effects, which a replay
/// plays back, so the observer's dispatch during a replay is refused, as one reacting to an action.
@MainActor @Suite struct EffectObserverTests {
    @Test(arguments: [false, true])
    func anObserversDispatchReactingToAnEffectIsMadeOnceAndRefusedAtReplays(echoAtStart: Bool) async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let counter = Counter()
        counter.dispatchObservers.add(EffectEcho(atStart: echoAtStart))
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: counter, registry: .storeActions(), report: { notices.all.append("\($0)") })
        counter.dispatch(\.add, 2)
        counter.dispatch(\.reset)
        counter.dispatch(\.add, 3)
        let final = Counter.State(count: 3, notes: ["saw effect"])
        #expect(counter.state == final)
        // Recorded once, in the run that made the effect: after it, or before it when made as the
        // effect starts, whose changes then come first.
        let effect = #"{"action":"countMutator","args":[0]}"#
        let note = #"{"action":"note","args":["saw effect"]}"#
        let lines = (folder.read("c.jsonl") ?? "").split(separator: "\n").map(String.init)
        #expect(
            lines.dropFirst() == [
                #"{"seq":1,"action":"add","args":[2]}"#,
                #"{"seq":2,"action":"reset","args":[],"effects":[["#
                    + (echoAtStart ? note + "," + effect : effect + "," + note) + "]]}",
                #"{"seq":3,"action":"add","args":[3]}"#,
            ])
        #expect(try history.contents().entries.map(\.action) == ["add", "reset", "add"])
        #expect(notices.all.isEmpty)
        let refusal =
            "refused note on Counter: its history was moving to another action (an undo, a redo or a jump), "
            + "and records nothing meanwhile"
        try await history.travel(to: 1)
        #expect(counter.state == Counter.State(count: 2, notes: []))
        try await history.travel(to: 3)  // replays `reset`, whose effects hold the note
        #expect(counter.state == final)
        #expect(notices.all == [refusal])
        try await history.travel(to: 2)
        #expect(counter.state == Counter.State(count: 0, notes: ["saw effect"]))
        try await history.travel(to: 3)
        #expect(counter.state == final)
        #expect(history.savedEverything)
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        // Opening replays the whole log: the echo's note is refused there too.
        let reopened = Counter()
        reopened.dispatchObservers.add(EffectEcho(atStart: echoAtStart))
        notices.all = []
        let again = try await StoreHistory.open(
            path, recording: reopened, registry: .storeActions(), report: { notices.all.append("\($0)") })
        #expect(reopened.state == final)
        #expect(
            notices.all == [
                "refused note on Counter: its history was replaying its log to open it, and records nothing "
                    + "meanwhile; dispatch it once it has opened"
            ])
        again.close()
    }

    @Test func anObserversDispatchReactingToAnEffectOfAnAsynchronousActionIsRefusedAtReplays() async throws {
        let folder = try Folder()
        let path = folder.file("g.jsonl")
        let gauge = Gauge()
        gauge.dispatchObservers.add(GaugeEffectEcho())
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: gauge, registry: .storeActions(), report: { notices.all.append("\($0)") })
        await gauge.dispatch(\.fillLater, 5)
        gauge.dispatch(\.note, "done")
        let final = Gauge.State(level: 5, notes: ["saw effect", "done"])
        #expect(gauge.state == final)
        let lines = (folder.read("g.jsonl") ?? "").split(separator: "\n").map(String.init)
        #expect(
            lines.dropFirst() == [
                #"{"seq":1,"action":"fillLater","args":[5],"effects":[[{"action":"levelMutator","args":[5]},"#
                    + #"{"action":"note","args":["saw effect"]}]]}"#,
                #"{"seq":2,"action":"note","args":["done"]}"#,
            ])
        try await history.travel(to: 0)
        try await history.travel(to: 2)
        #expect(gauge.state == final)
        #expect(
            notices.all == [
                "refused note on Gauge: its history was moving to another action (an undo, a redo or a jump), "
                    + "and records nothing meanwhile"
            ])
        history.close()
    }
}
