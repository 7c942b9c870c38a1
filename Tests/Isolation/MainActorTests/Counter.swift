import Onward

// Every type isolated to the main actor by hand, as a Swift 6 app writes its view models.

/// A server that counts its calls.
@MainActor final class Server {
    private(set) var calls = 0

    func fetch() async -> [String] {
        calls += 1
        return ["a", "b"]
    }
}

extension OnwardContainer {
    @Inward var server: Server = MainActor.assumeIsolated { Server() }
    @Inward var step: Int = 1
}

@MainActor @Interactor final class CounterInteractor {
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
    func countRemote(_ proxy: Counter.Proxy) async {
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

@MainActor @Store(CounterInteractor.self) final class Counter {
    var count = 0
    var items: [String] = []
    let tally = Tally()
}

@MainActor @Store(CounterInteractor.self) final class Tally {
    var value = 0
}
