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
