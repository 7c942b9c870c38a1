import Foundation
import Onward
import Testing

/// A store that holds a counter, changed through its own action.
@Store(HolderInteractor.self)
final class Holder {
    let counter: Counter

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

extension Holder: SavableStore {
    var state: Int { counter.count }
    func restore(_ state: Int) { counter.dispatch(\.countMutator, state) }
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
}
