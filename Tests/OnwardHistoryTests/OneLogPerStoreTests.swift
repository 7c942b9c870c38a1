import Foundation
import Onward
import TestGate
import Testing

/// A store that holds a counter, changed through its own action.
@Store(HolderInteractor.self)
final class Holder {
    let counter: Counter
    var label = 0

    init(counter: Counter = Counter()) {
        self.counter = counter
    }
}

@Interactor
final class HolderInteractor {
    var bump: Action<Holder, Int> {
        Action { amount in
            Reducer(getter: \.counter) { counter in counter.dispatch(\.add, amount) }
        }
    }
}

extension HolderInteractor {
    /// Adds to the label once the current gate opens, in a reducer: a replay of it waits there too.
    @MainActor static func relabel(after gates: Gates) -> AsyncAction<Holder, Int> {
        AsyncAction("relabel") { amount in
            AsyncReducer(get: \.label, set: \.label) { label in
                await gates.current.wait()
                return label + amount
            }
        }
    }
}

extension Holder: SavableStore {
    var state: Int { counter.count }
    func restore(_ state: Int) { counter.dispatch(\.countMutator, state) }
}

/// A store that refers to a counter it does not hold, and changes it from a reducer or from a
/// middleware.
@Store(PointerInteractor.self)
final class Pointer {
    unowned let counter: Counter
    var presses = 0

    init(counter: Counter) {
        self.counter = counter
    }
}

@Interactor
final class PointerInteractor {
    var press: Action<Pointer, Int> {
        Action { amount in
            Reducer(getter: \.counter) { counter in counter.dispatch(\.add, amount) }
            Reducer(update: \.presses) { $0 += 1 }
        }
    }

    var pressFromMiddleware: Action<Pointer, Int> {
        Action { amount in
            Middleware { proxy in proxy.counter.dispatch(\.add, amount) }
        }
    }
}

extension Pointer: SavableStore {
    var state: Int { presses }
    func restore(_ state: Int) { dispatch(\.pressesMutator, state) }
}

/// A store's changes are made by one log: a history is refused on a store whose changes another
/// history's log makes. Two logs used to each make them again and record the other's replay: an
/// undo of the counter's history was refused by the holder's, yet written and said done; the
/// holder's opening was recorded into the counter's log at every start, and doubled the count
/// once the holder's snapshot was gone.
@Suite struct OneLogPerStoreTests {
    static let oneLog = "that history's log makes its changes, and a store's changes have one log"

    @Test func aHistoryOnAStoreInTheStateOfAKeptStoreIsRefused() async throws {
        let folder = try Folder()
        let holder = Holder()
        let holderHistory = try await StoreHistory.open(folder.file("h.jsonl"), recording: holder, report: { _ in })
        await #expect(
            throws: HistoryOpenError.unusable(
                path: folder.file("c.jsonl"),
                reason: "its store is in the state of a Holder, which a history keeps: \(Self.oneLog)")
        ) { _ = try await StoreHistory.open(folder.file("c.jsonl"), recording: holder.counter, report: { _ in }) }
        holder.dispatch(\.bump, 5)
        #expect(holder.counter.count == 5 && holderHistory.savedEverything)
        #expect(folder.names == ["h.jsonl"])
        holderHistory.close()
        // Once the holder's history is closed, the counter may have one.
        let counterHistory = try await StoreHistory.open(folder.file("c.jsonl"), recording: holder.counter)
        counterHistory.close()
    }

    @Test func aHistoryOnAStoreHoldingAKeptStoreIsRefused() async throws {
        let folder = try Folder()
        let holder = Holder()
        let counterHistory = try await StoreHistory.open(folder.file("c.jsonl"), recording: holder.counter)
        await #expect(
            throws: HistoryOpenError.unusable(
                path: folder.file("h.jsonl"),
                reason: "its store holds a Counter that a history of its own keeps: \(Self.oneLog)")
        ) { _ = try await StoreHistory.open(folder.file("h.jsonl"), recording: holder, report: { _ in }) }
        holder.counter.dispatch(\.add, 2)
        try await counterHistory.travel(to: 0)
        #expect(holder.counter.count == 0)
        counterHistory.close()
    }

    @Test func aHistoryOnAStoreSharingAStoreWithAKeptOneIsRefused() async throws {
        let folder = try Folder()
        let first = Holder()
        let firstHistory = try await StoreHistory.open(folder.file("1.jsonl"), recording: first)
        await #expect(
            throws: HistoryOpenError.unusable(
                path: folder.file("2.jsonl"),
                reason: "its store holds a Counter that a Holder holds too, which a history keeps: \(Self.oneLog)")
        ) { _ = try await StoreHistory.open(folder.file("2.jsonl"), recording: Holder(counter: first.counter)) }
        firstHistory.close()
    }

    /// A reducer of a kept store that dispatches on another kept store, outside its state, is
    /// refused: the first history's replays run the reducer again, so the second store's log used
    /// to get the dispatch again at every opening, undo and redo. One from a middleware runs.
    @Test func aReducerOfAKeptStoreDispatchingOnAnotherKeptStoreIsRefused() async throws {
        let folder = try Folder()
        var notices: [String] = []
        let counter = Counter()
        let counterHistory = try await StoreHistory.open(folder.file("c.jsonl"), recording: counter) {
            notices.append("\($0)")
        }
        let pointer = Pointer(counter: counter)
        let pointerHistory = try await StoreHistory.open(folder.file("p.jsonl"), recording: pointer)
        pointer.dispatch(\.press, 2)
        pointer.dispatch(\.pressFromMiddleware, 3)
        #expect(counter.count == 3 && pointer.presses == 1)
        #expect(
            notices == [
                "refused add on Counter: a reducer of Pointer made it, and the history of Pointer runs its reducers "
                    + "again at every replay, so it would be made again; dispatch it from a middleware of Pointer, "
                    + "whose effects a replay does not run again"
            ])
        try await pointerHistory.travel(to: 0)
        try await pointerHistory.travel(to: 2)
        #expect(counter.count == 3)
        pointerHistory.close()
        counterHistory.close()
        for name in ["c.jsonl.snapshot", "p.jsonl.snapshot"] {
            try FileManager.default.removeItem(atPath: folder.file(name))
        }
        let again = Counter()
        let againHistory = try await StoreHistory.open(folder.file("c.jsonl"), recording: again, report: { _ in })
        let againPointer = Pointer(counter: again)
        let againPointerHistory = try await StoreHistory.open(folder.file("p.jsonl"), recording: againPointer)
        #expect(again.count == 3 && againPointer.presses == 1)
        againPointerHistory.close()
        againHistory.close()
        #expect(againHistory.actionCount == 1)
    }

    /// A dispatch on a nested store while a move replays an asynchronous action that awaits is
    /// refused, as at any other time (it used to run, with nothing in the log to make it again).
    @MainActor @Test func aDispatchOnANestedStoreWhileAMoveAwaitsIsRefused() async throws {
        let folder = try Folder()
        let gates = Gates()
        gates.current.open()
        let relabel = HolderInteractor.relabel(after: gates)
        let holder = Holder()
        let notices = Notices()
        let history = try await StoreHistory.open(
            folder.file("h.jsonl"), recording: holder,
            registry: ActionRegistry<Holder>.storeActions().register(relabel, as: "relabel"),
            report: { notices.all.append("\($0)") })
        await holder.dispatch(relabel, 1)
        holder.dispatch(\.bump, 5)
        gates.current = Gate()
        let move = Task { try await history.travel(to: 1) }
        await gates.current.reached()
        holder.counter.dispatch(\.add, 100)
        gates.current.open()
        try await move.value
        #expect(holder.counter.count == 0)
        #expect(
            notices.all == [
                "refused add on Counter: it was not made by an action of Holder, so its history could not make it again"
            ])
        history.close()
    }

    /// The same while opening replays that action (it used to run, with nothing in the log).
    @MainActor @Test func aDispatchOnANestedStoreWhileOpeningAwaitsIsRefused() async throws {
        let folder = try Folder()
        let gates = Gates()
        gates.current.open()
        let relabel = HolderInteractor.relabel(after: gates)
        let registry = ActionRegistry<Holder>.storeActions().register(relabel, as: "relabel")
        let first = Holder()
        let history = try await StoreHistory.open(folder.file("h.jsonl"), recording: first, registry: registry)
        await first.dispatch(relabel, 1)
        first.dispatch(\.bump, 5)
        history.close()
        try FileManager.default.removeItem(atPath: folder.file("h.jsonl.snapshot"))
        gates.current = Gate()
        let holder = Holder()
        let notices = Notices()
        let opening = Task {
            try await StoreHistory.open(folder.file("h.jsonl"), recording: holder, registry: registry) {
                notices.all.append("\($0)")
            }.close()
        }
        await gates.current.reached()
        holder.counter.dispatch(\.add, 100)
        gates.current.open()
        try await opening.value
        #expect(holder.counter.count == 5 && holder.label == 1)
        #expect(
            notices.all == [
                "refused add on Counter: it was not made by an action of Holder, so its history could not make it again"
            ])
    }
}
