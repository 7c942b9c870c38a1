import OnwardCore
import OnwardDebug
import Testing

@Suite struct DispatchStatisticsTests {
    @Test func countsEveryDispatchByNameWithNestingAndTime() async {
        let store = ToDoStore()
        let sink = TextSink()
        let statistics = DispatchStatistics<ToDoStore>(timeSource: sink.clock)
        store.dispatchObservers.add(statistics)
        store.dispatch(\.add, "a")
        store.dispatch(\.addAll, ["b", "c"])
        store.dispatch(\.toggle, 1)
        await store.dispatch(\.importTitles, ["d"])
        #expect(statistics.count(of: "add") == 4)
        #expect(statistics.actions["add"]?.nested == 3)
        #expect(statistics.count(of: "missing") == 0)
        #expect(statistics.totalCount == 7)
        #expect(
            statistics.summary == """
                action        count  nested    total  longest
                add               4       3  4.00 ms  1.00 ms
                addAll            1       0  5.00 ms  5.00 ms
                importTitles      1       0  3.00 ms  3.00 ms
                toggle            1       0  1.00 ms  1.00 ms
                """
        )
        statistics.reset()
        #expect(statistics.totalCount == 0)
    }
}
