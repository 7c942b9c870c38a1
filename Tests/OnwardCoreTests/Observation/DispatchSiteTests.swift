import OnwardCore
import Testing

/// Every way of dispatching hands observers the file and line of the call that made it.
@Suite struct DispatchSiteTests {
    private let file = "OnwardCoreTests/DispatchSiteTests.swift"

    /// The sites the observer saw, as `File.swift:42`.
    private func sites(_ keeper: EventKeeper) -> [DispatchSite?] { keeper.events.map(\.site) }

    @Test func aDispatchKnowsTheLineOfItsCallInEveryForm() async {
        let counter = Counter()
        let keeper = EventKeeper()
        counter.dispatchObservers.add(keeper)
        let first = #line + 1
        counter.dispatch(\.increment)
        counter.dispatch(\.countMutator, 5)
        counter.dispatch(Action<Counter>("value") {})
        Action<Counter>("called") {}(counter)
        await counter.dispatch(\.slowAdd, 1)
        await AsyncAction<Counter>("asyncCalled") {}(counter)
        #expect(sites(keeper) == (first..<first + 6).map { DispatchSite(fileID: file, line: $0) })
        #expect(keeper.events.first?.site?.description == "DispatchSiteTests.swift:\(first)")
        #expect(keeper.events.first?.site?.fileID == file)
    }

    @Test func aDispatchAMiddlewareMakesKnowsTheMiddlewaresLine() async {
        let counter = Counter()
        let keeper = EventKeeper()
        counter.dispatchObservers.add(keeper)
        let line = #line + 3
        let outer = Action<Counter>("outer") {
            Middleware { proxy in
                proxy.dispatch(\.add, 2)
            }
        }
        let asyncLine = #line + 3
        let asyncOuter = AsyncAction<Counter>("asyncOuter") {
            AsyncMiddleware { proxy in
                await proxy.dispatch(\.slowAdd, 3)
            }
        }
        counter.dispatch(outer)
        await counter.dispatch(asyncOuter)
        #expect(keeper.events.map(\.name) == ["outer", "add", "asyncOuter", "slowAdd"])
        #expect(keeper.events[1].site == DispatchSite(fileID: file, line: line))
        #expect(keeper.events[3].site == DispatchSite(fileID: file, line: asyncLine))
    }
}
