import Onward

/// A server the tests replace.
final class Server: Sendable {
    let items: [String]

    init(items: [String] = ["live"]) { self.items = items }

    func fetch() async -> [String] { items }
}

extension OnwardContainer {
    @Inward var server: Server = Server()
    @Inward var step: Int = 1
}

@MainActor @Interactor final class CounterInteractor {
    @Outward(\.server) var server
    @Outward(\.step) var step

    var increment: Action<Counter, Int> {
        Action { amount in Reducer(update: \.count) { $0 += amount } }
    }

    var stepUp: Action<Counter> {
        Action { Reducer(update: \.count) { $0 += self.step } }
    }

    /// Counts up, then, from a middleware, notes the count.
    var incrementAndNote: Action<Counter, Int> {
        Action { amount in
            Reducer(update: \.count) { $0 += amount }
            Middleware { proxy in proxy.dispatch(\.noteMutator, "count \(proxy.count)") }
        }
    }

    var load: AsyncAction<Counter> {
        AsyncAction {
            AsyncMiddleware { proxy in
                let items = await self.server.fetch()
                proxy.dispatch(\.itemsMutator, items)
                proxy.dispatch(\.increment, items.count)
            }
        }
    }

    /// Starts a task that dispatches later: an effect the test must wait for.
    var loadLater: Action<Counter> {
        Action {
            Middleware { proxy in
                Task { @MainActor in
                    let items = await self.server.fetch()
                    proxy.dispatch(\.itemsMutator, items)
                }
            }
        }
    }

    /// Bumps the tally, a nested store, from a middleware.
    var bumpTallyLater: Action<Counter> {
        Action { Middleware { proxy in proxy.tally.dispatch(\.bump) } }
    }

    var bumpTally: Action<Counter> {
        Action { Reducer(getter: \.tally) { $0.dispatch(\.bump) } }
    }

    /// A middleware's effect, then a reducer of the same action.
    var noteThenCount: Action<Counter> {
        Action {
            Middleware { proxy in proxy.dispatch(\.noteMutator, "first") }
            Reducer(update: \.count) { $0 += 1 }
        }
    }

    /// An entry added by a middleware's effect, then one by the action's own reducer.
    var addTwice: Action<Counter> {
        Action {
            Middleware { proxy in proxy.dispatch(\.add, "from effect") }
            Reducer(update: \.entries) { $0.append(Entry(title: "own")) }
        }
    }

    /// Dispatches one mutator twice from a middleware, with two values.
    var noteTwice: Action<Counter> {
        Action {
            Middleware { proxy in
                proxy.dispatch(\.noteMutator, "one")
                proxy.dispatch(\.noteMutator, "two")
            }
        }
    }

    var bump: Action<Tally> { Action { Reducer(update: \.value) { $0 += 1 } } }

    var add: Action<Counter, String> {
        Action { title in Reducer(update: \.entries) { $0.append(Entry(title: title)) } }
    }

    var rename: Action<Entry, String> {
        Action { title in Reducer(setter: \.title) { title } }
    }
}

@MainActor @Store(CounterInteractor.self) final class Counter {
    var count = 0
    var note = ""
    var label: String?
    var scores: [String: Int] = [:]
    var items: [String] = []
    var entries: [Entry] = []
    let tally = Tally()
}

@MainActor @Store(CounterInteractor.self) final class Tally {
    var value = 0
}

@MainActor @Store(CounterInteractor.self) final class Entry {
    var title: String

    init(title: String) { self.title = title }
}

/// A store conforming by hand, without `@Store`: it names no property by key path, so a test
/// store names them by their key paths' descriptions, as in a build without `DEBUG`.
final class Manual: Store {
    let interactor = ManualInteractor.build()
    var observerStorage = DispatchObserverStorage()
    var count = 0
}

@Interactor final class ManualInteractor {
    var bump: Action<Manual> { Action { Reducer(update: \.count) { $0 += 1 } } }
}
