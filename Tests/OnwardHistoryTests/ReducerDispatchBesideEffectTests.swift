import Foundation
import Onward
import Testing

/// A store whose action's middleware runs two asynchronous effects at once: `resetLater`, whose
/// reducer dispatches `reset` (an action with middleware) once `holdOpen` has started, and
/// `holdOpen`, which is still running then.
@Store(PairInteractor.self)
final class Pair {
    var count = 0
}

@Interactor
final class PairInteractor {
    var add: Action<Pair, Int> {
        Action { amount in
            Reducer(get: \.count, set: \.count) { $0 + amount }
        }
    }

    /// Starts `resetLater`, then `holdOpen`, side by side.
    var both: AsyncAction<Pair> {
        AsyncAction {
            AsyncMiddleware { proxy in
                nonisolated(unsafe) let shared = proxy
                await withTaskGroup { group in
                    group.addTask { @MainActor in await shared.dispatch(\.resetLater) }
                    group.addTask { @MainActor in await shared.dispatch(\.holdOpen) }
                }
            }
        }
    }

    /// Waits until `holdOpen` has started, then has a reducer dispatch `reset`.
    var resetLater: AsyncAction<Pair> {
        AsyncAction {
            AsyncMiddleware { _ in await PairLatches.holdOpenStarted.wait() }
            Reducer(getter: \.self) { $0.dispatch(\.reset) }
            AsyncMiddleware { _ in await PairLatches.resetDone.open() }
        }
    }

    /// Runs until `resetLater`'s reducer has dispatched `reset`.
    var holdOpen: AsyncAction<Pair> {
        AsyncAction {
            AsyncMiddleware { _ in
                await PairLatches.holdOpenStarted.open()
                await PairLatches.resetDone.wait()
            }
        }
    }

    /// Sets the count back through a middleware, which dispatches the store's own mutator.
    var reset: Action<Pair> {
        Action {
            Middleware { proxy in proxy.dispatch(\.countMutator, 0) }
        }
    }
}

/// What orders the two effects.
@MainActor enum PairLatches {
    static var holdOpenStarted = Latch()
    static var resetDone = Latch()
}

extension Pair: SavableStore {
    struct State: Codable, Equatable {
        var count: Int
    }

    var state: State { State(count: count) }

    func restore(_ state: State) {
        dispatch(\.countMutator, state.count)
    }
}

/// A reducer's dispatch made while another effect of the same middleware run is running: the
/// refusal of its middleware's dispatch blames the reducer, not an observer (there is none).
@MainActor @Suite struct ReducerDispatchBesideEffectTests {
    @Test func aReducersDispatchBesideARunningEffectIsSaidAsTheReducers() async throws {
        let folder = try Folder()
        let path = folder.file("p.jsonl")
        let pair = Pair()
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: pair, registry: .storeActions(), report: { notices.all.append("\($0)") })
        pair.dispatch(\.add, 2)
        await pair.dispatch(\.both)
        #expect(pair.state == Pair.State(count: 2))
        // reset runs 3 deep, as an observer's dispatch would, because holdOpen runs beside it: told
        // by depth, it was said as an observer's.
        #expect(
            notices.all == [
                "refused countMutator on Pair: the middleware of reset made it, and a reducer of Pair "
                    + "dispatched reset, which its history does not record (a replay makes it again through the "
                    + "reducer, and plays nothing for its middleware); dispatch reset from a middleware, whose "
                    + "dispatches the log holds"
            ])
        history.close()
    }
}
