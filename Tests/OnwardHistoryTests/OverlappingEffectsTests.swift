import Foundation
import Onward
import Testing

/// Two effects of one middleware run that overlap: `slow` changes the state, then waits, while
/// `quick` changes it and ends first.
@Store(RaceInteractor.self)
final class Race {
    var notes: [String] = []
}

@Interactor
final class RaceInteractor {
    /// Starts `slow`, which changes the state and then waits, and then `quick`, which changes it
    /// and ends before `slow` does.
    var race: AsyncAction<Race> {
        AsyncAction {
            AsyncMiddleware { proxy in
                nonisolated(unsafe) let shared = proxy
                await withTaskGroup { group in
                    group.addTask { @MainActor in await shared.dispatch(\.slow, "a") }
                    group.addTask { @MainActor in await shared.dispatch(\.quick, "b") }
                }
            }
        }
    }

    var slow: AsyncAction<Race, String> {
        AsyncAction { text in
            Reducer(get: \.notes, set: \.notes) { $0 + [text] }
            AsyncMiddleware { _ in
                await RaceLatches.slowStarted.open()
                await RaceLatches.quickEnded.wait()
            }
        }
    }

    var note: Action<Race, String> {
        Action { text in
            Reducer(get: \.notes, set: \.notes) { $0 + [text] }
        }
    }

    var quick: AsyncAction<Race, String> {
        AsyncAction { text in
            AsyncMiddleware { _ in await RaceLatches.slowStarted.wait() }
            Reducer(get: \.notes, set: \.notes) { $0 + [text] }
            AsyncMiddleware { _ in await RaceLatches.quickEnded.open() }
        }
    }
}

/// What orders the two effects: `quick` starts its change once `slow` has made its own, and `slow`
/// ends once `quick` has let it.
@MainActor enum RaceLatches {
    static var slowStarted = Latch()
    static var quickEnded = Latch()
}

/// Opens once; a waiter waits until it is open.
@MainActor final class Latch {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

/// An observer of the race that notes `slow` as it sees it start, before `slow` changes the notes.
final class SlowStartNoter: DispatchObserver {
    func willDispatch(_ event: DispatchEvent, to store: Race) {
        if event.name == "slow" { store.dispatch(\.note, "slow starts") }
    }

    func didDispatch(_ event: DispatchEvent, to store: Race) {}
}

extension Race: SavableStore {
    struct State: Codable, Equatable {
        var notes: [String]
    }

    var state: State { State(notes: notes) }

    func restore(_ state: State) {
        dispatch(\.notesMutator, state.notes)
    }
}

/// Effects of one run that overlap replay in the order they started, which is the order of their
/// first changes: a log that listed them as they ended replayed `quick`'s change before `slow`'s.
/// The tests share ``RaceLatches``, so they run one after the other.
@MainActor @Suite(.serialized) struct OverlappingEffectsTests {
    @Test func overlappingEffectsReplayAsTheyRan() async throws {
        let folder = try Folder()
        let path = folder.file("r.jsonl")
        let race = Race()
        (RaceLatches.slowStarted, RaceLatches.quickEnded) = (Latch(), Latch())
        let history = try await StoreHistory.open(path, recording: race, registry: .storeActions())
        await race.dispatch(\.race)
        let live = race.state
        #expect(live.notes == ["a", "b"])
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let replayed = Race()
        (RaceLatches.slowStarted, RaceLatches.quickEnded) = (Latch(), Latch())
        try await StoreHistory.open(path, recording: replayed, registry: .storeActions()).close()
        #expect(replayed.state == live)
    }

    /// Of two overlapping effects, the observer's note made as the first starts comes before it, and
    /// the second, started while the first runs, stays after it.
    @Test func aDispatchMadeAsAnOverlappingEffectStartsGoesBeforeItAndTheOtherEffectAfter() async throws {
        let folder = try Folder()
        let path = folder.file("r.jsonl")
        let race = Race()
        race.dispatchObservers.add(SlowStartNoter())
        (RaceLatches.slowStarted, RaceLatches.quickEnded) = (Latch(), Latch())
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: race, registry: .storeActions(), report: { notices.all.append("\($0)") })
        await race.dispatch(\.race)
        let live = race.state
        #expect(live.notes == ["slow starts", "a", "b"])
        #expect(
            folder.read("r.jsonl")?.split(separator: "\n").last.map(String.init)
                == #"{"seq":1,"action":"race","args":[],"effects":[[{"action":"note","args":["slow starts"]},"#
                + #"{"action":"slow","args":["a"]},{"action":"quick","args":["b"]}]]}"#)
        try await history.travel(to: 0)
        try await history.travel(to: 1)
        #expect(race.state == live)
        #expect(
            notices.all == [
                "refused note on Race: its history was moving to another action (an undo, a redo or a jump), "
                    + "and records nothing meanwhile"
            ])
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let replayed = Race()
        try await StoreHistory.open(path, recording: replayed, registry: .storeActions()).close()
        #expect(replayed.state == live)
    }
}
