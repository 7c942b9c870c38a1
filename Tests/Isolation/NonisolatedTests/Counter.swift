import Onward

// Nonisolated: the default of a Swift 6 target. An async middleware method says where it runs.

/// A server that counts its calls.
final class Server {
    private(set) var calls = 0

    nonisolated(nonsending) func fetch() async -> [String] {
        calls += 1
        return ["a", "b"]
    }
}

extension OnwardContainer {
    @Inward var server: Server = Server()
    @Inward var step: Int = 1
}

@Interactor final class CounterInteractor {
    @Outward(\.server) var server
    @Outward(\.step) var step

    var increment: Action<Counter, Int> {
        Action { amount in Reducer(update: \.count) { $0 += amount } }
    }

    var load: AsyncAction<Counter> {
        AsyncAction {
            AsyncMiddleware { proxy in
                let items = await self.server.fetch()
                proxy.dispatch(\.itemsMutator, items)
            }
        }
    }

    @Middleware(Counter.self)
    nonisolated(nonsending) func countRemote(_ proxy: Counter.Proxy) async {
        let items = await server.fetch()
        proxy.dispatch(\.increment, items.count)
    }

    @Action(middlewares: \Self.counterCountRemoteMiddleware)
    var loadCount: AsyncAction<Counter>

    @Reducer(Counter.self, update: \.count)
    func double(_ count: inout Int) { count *= 2 }

    @Action(reducers: \Self.counterDoubleReducer)
    var doubled: Action<Counter>

    var bumpTally: Action<Counter> {
        Action { Reducer(getter: \.tally) { $0.dispatch(\.bump) } }
    }

    var bump: Action<Tally> { Action { Reducer(update: \.value) { $0 += 1 } } }

    /// Counts up by the step a dependency gives, read after a suspension.
    var stepUp: AsyncAction<Counter> {
        AsyncAction {
            AsyncMiddleware { proxy in
                await Task.yield()
                proxy.dispatch(\.increment, self.step)
            }
        }
    }
}

@Store(CounterInteractor.self) final class Counter {
    var count = 0
    var items: [String] = []
    let tally = Tally()
}

@Store(CounterInteractor.self) final class Tally {
    var value = 0
}
