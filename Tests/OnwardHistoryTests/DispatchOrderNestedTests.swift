import Foundation
import Onward
import TestGate
import Testing

/// A store that holds a counter, changed through its own action.
@Store(HolderInteractor.self)
final class Holder {
    let counter = Counter()
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

/// A store nested in another history's store, with a history of its own.
@MainActor @Suite struct DispatchOrderNestedTests {
    /// A move of the nested store's history is refused by the holder's, whose log could not make
    /// it again: the guard that holds the store during the move asks the holder's claim first.
    @Test func aMoveOfANestedStoresHistoryIsStillRefusedByItsHoldersHistory() async throws {
        let folder = try Folder()
        var notices: [String] = []
        let holder = Holder()
        let holderHistory = try await StoreHistory.open(
            folder.file("h.jsonl"), recording: holder, report: { notices.append("P: \($0)") })
        let counterHistory = try await StoreHistory.open(
            folder.file("c.jsonl"), recording: holder.counter, report: { notices.append("S: \($0)") })
        holder.dispatch(\.bump, 5)
        try await counterHistory.travel(to: 0)
        let live = holder.state
        holderHistory.close()
        counterHistory.close()
        try? FileManager.default.removeItem(atPath: folder.file("h.jsonl.snapshot"))
        let again = Holder()
        let reopened = try await StoreHistory.open(folder.file("h.jsonl"), recording: again)
        reopened.close()
        #expect(again.state == live)
    }

    /// A history opened on the holder while the nested counter's asynchronous action runs claims
    /// the counter beside the counter's own history, not in its place: a dispatch the holder's
    /// action makes on the counter meanwhile is still refused by the counter's history.
    @Test func aHoldersHistoryOpenedWhileANestedActionRunsKeepsTheNestedGuard() async throws {
        let folder = try Folder()
        let path = folder.file("c.jsonl")
        let gate = Gate()
        let action = CounterInteractor.setThenWait(at: gate)
        let registry = ActionRegistry<Counter>.storeActions().register(action, as: "setThenWait")
        let holder = Holder()
        let notices = Notices()
        let counterHistory = try await StoreHistory.open(
            path, recording: holder.counter, registry: registry, report: { notices.all.append("\($0)") })
        let running = Task { await holder.counter.dispatch(action, 11) }
        await gate.reached()
        let holderHistory = try await StoreHistory.open(folder.file("h.jsonl"), recording: holder)
        holder.dispatch(\.bump, 5)
        #expect(holder.counter.count == 11)
        #expect(
            notices.all.contains {
                $0.contains("refused add on Counter while the asynchronous action setThenWait runs")
            })
        gate.open()
        await running.value
        let live = holder.counter.count
        holderHistory.close()
        counterHistory.close()
        #expect(try await DispatchOrderTests.reopened(path, registry).count == live)
    }
}
