import OnwardCore
import Testing

@Suite struct MiddlewareTests {
    @Test func aNestedDispatchLandsBeforeTheTrailingComponents() {
        let counter = Counter()
        var countSeenByLastReducer = -1
        counter.dispatch(
            Action {
                Counter.mark("before")
                Middleware { proxy in
                    proxy.dispatch(\.add, 10)
                    proxy.dispatch(Action { Counter.mark("nested") })
                }
                Reducer(getter: \.count) { countSeenByLastReducer = $0 }
                Counter.mark("after")
            }
        )
        #expect(countSeenByLastReducer == 10)
        #expect(counter.trace == ["before", "nested", "after"])
    }

    @Test func theProxyReadsLiveState() {
        let counter = Counter()
        var reads: [Int] = []
        counter.dispatch(
            Action {
                Middleware { proxy in
                    reads.append(proxy.count)
                    proxy.dispatch(\.countMutator, 3)
                    reads.append(proxy.count)
                }
            }
        )
        #expect(reads == [0, 3])
    }

    @Test func anAsyncMiddlewareThatSuspendsIsFollowedByAReducerThatSeesItsWrite() async {
        let counter = Counter()
        var seen = -1
        await counter.dispatch(
            AsyncAction {
                AsyncMiddleware { proxy in
                    await Task.yield()
                    proxy.dispatch(\.countMutator, 99)
                    await proxy.dispatch(\.slowAdd, 1)
                }
                AsyncReducer(getter: \.count) { seen = $0 }
            }
        )
        #expect(seen == 100)
    }

    @Test func aMiddlewareThatDispatchesNothingChangesNothing() {
        let counter = Counter()
        counter.dispatch(Action { Middleware { proxy in _ = proxy.title } })
        #expect(counter.count == 0)
        #expect(counter.title.isEmpty)
    }
}
