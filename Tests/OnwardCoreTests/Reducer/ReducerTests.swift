import OnwardCore
import Testing

@Suite struct ReducerTests {
    @Test func getterReadsEveryKeyPathInOrder() {
        let counter = Counter()
        counter.dispatch(\.rename, "seen", 3)
        var seen: [String] = []
        counter.dispatch(
            Action { Reducer(getter: \.title, \.count) { title, count in seen = ["\(title)", "\(count)"] } })
        #expect(seen == ["seen", "3"])
    }

    @Test func setterWritesEveryKeyPath() {
        let counter = Counter()
        counter.dispatch(Action { Reducer(setter: \.title, \.count, \.trace) { ("set", 2, ["x"]) } })
        #expect(counter.title == "set")
        #expect(counter.count == 2)
        #expect(counter.trace == ["x"])
    }

    @Test func getSetMapsReadsToWrites() {
        let counter = Counter()
        counter.dispatch(\.rename, "ab", 4)
        counter.dispatch(
            Action {
                Reducer(get: \.title, \.count, set: \.count, \.title) { title, count in
                    (count * 10, title.uppercased())
                }
            }
        )
        #expect(counter.count == 40)
        #expect(counter.title == "AB")
    }

    @Test func threeKeyPathsAWayUseTheParameterPackForm() {
        let counter = Counter()
        counter.dispatch(\.rename, "ab", 4)
        var seen: [String] = []
        counter.dispatch(
            Action {
                Reducer(get: \.title, \.count, \.trace, set: \.trace, \.count, \.title) { title, count, trace in
                    (trace + [title], count + 1, title + "!")
                }
                Reducer(getter: \.title, \.count, \.trace) { title, count, trace in
                    seen = [title, "\(count)"] + trace
                }
            }
        )
        #expect(seen == ["ab!", "5", "ab"])
    }

    @Test func theLastReducerWritingAPropertyWins() {
        let counter = Counter()
        counter.dispatch(
            Action {
                Reducer(setter: \.count) { 1 }
                Reducer(setter: \.count) { 2 }
                Reducer(setter: \.count) { 3 }
            }
        )
        #expect(counter.count == 3)
    }

    @Test func eachReducerSeesTheWritesOfTheOnesBefore() {
        let counter = Counter()
        counter.dispatch(
            Action {
                Reducer(setter: \.count) { 1 }
                Reducer(get: \.count, set: \.count) { $0 * 5 }
            }
        )
        #expect(counter.count == 5)
    }

    @Test func asyncReducerFormsReadAndWrite() async {
        let counter = Counter()
        var seen = ""
        await counter.dispatch(
            AsyncAction {
                AsyncReducer(setter: \.title, \.count) {
                    await Task.yield()
                    return ("async", 6)
                }
                AsyncReducer(get: \.count, set: \.count) { count in count + 1 }
                AsyncReducer(getter: \.title) { title in seen = title }
                AsyncReducerQueue {
                    Reducer(setter: \.trace) { ["sync in async queue"] }
                    AsyncReducer(get: \.trace, set: \.trace) { $0 + ["async in queue"] }
                }
            }
        )
        #expect(counter.count == 7)
        #expect(seen == "async")
        #expect(counter.trace == ["sync in async queue", "async in queue"])
    }

    @Test func queuesSupportConditionsAndLoops() {
        let counter = Counter()
        let flag = true
        counter.dispatch(
            Action {
                ReducerQueue {
                    for index in 1...3 { Counter.mark("\(index)") }
                    if flag { Counter.mark("yes") } else { Counter.mark("no") }
                    if !flag { Counter.mark("never") }
                    ReducerQueue { Counter.mark("nested") }
                }
            }
        )
        #expect(counter.trace == ["1", "2", "3", "yes", "nested"])
    }

    @MainActor
    @Test func anAsyncReducerWritesOverWhatAnotherDispatchWroteWhileItWaited() async {
        // `slowAdd` reads the count, yields, then writes count + amount: both read 0, and the
        // write that lands last (either) leaves 1 or 2, never 3.
        let counter = Counter()
        let first = Task { await counter.dispatch(\.slowAdd, 1) }
        let second = Task { await counter.dispatch(\.slowAdd, 2) }
        await first.value
        await second.value
        #expect([1, 2].contains(counter.count))
    }
}
