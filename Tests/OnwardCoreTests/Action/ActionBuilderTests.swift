import OnwardCore
import Testing

@Suite struct ActionBuilderTests {
    @Test func componentsRunInDeclarationOrder() {
        let counter = Counter()
        let action = Action<Counter> {
            Counter.mark("a")
            Middleware { proxy in proxy.dispatch(Action { Counter.mark("b") }) }
            ReducerQueue {
                Counter.mark("c")
                Counter.mark("d")
            }
            Counter.mark("e")
        }
        counter.dispatch(action)
        #expect(counter.trace == ["a", "b", "c", "d", "e"])
    }

    @Test func ifElseForAndOptionals() {
        let counter = Counter()
        let action = Action<Counter, Int, Bool> { times, loud in
            for index in 0..<times {
                Counter.mark("\(index)")
            }
            if loud {
                Counter.mark("LOUD")
            } else {
                Counter.mark("quiet")
            }
            if times > 1 {
                Counter.mark("many")
            }
            times == 0 ? Counter.mark("optional") : nil
        }
        counter.dispatch(action, 2, true)
        #expect(counter.trace == ["0", "1", "LOUD", "many"])
        counter.dispatch(action, 0, false)
        #expect(counter.trace == ["0", "1", "LOUD", "many", "quiet", "optional"])
    }

    @Test func anEmptyActionChangesNothing() {
        let counter = Counter()
        counter.dispatch(Action<Counter> {})
        #expect(counter.count == 0)
        #expect(counter.trace.isEmpty)
    }

    @Test func asyncActionAwaitsEachComponentInOrder() async {
        let counter = Counter()
        let action = AsyncAction<Counter, Int> { times in
            Counter.mark("sync first")
            for index in 0..<times {
                AsyncReducer(get: \.trace, set: \.trace) { trace in
                    await Task.yield()
                    return trace + ["async \(index)"]
                }
            }
            if times > 5 { Counter.mark("never") } else { Counter.mark("sync last") }
        }
        await counter.dispatch(action, 2)
        #expect(counter.trace == ["sync first", "async 0", "async 1", "sync last"])
    }

    @Test func syncComponentsWorkInsideAnAsyncAction() async {
        let counter = Counter()
        await counter.dispatch(
            AsyncAction<Counter> {
                Reducer(setter: \.count) { 5 }
                Middleware { proxy in proxy.dispatch(\.add, proxy.count) }
                ReducerQueue { Counter.mark("queued") }
            }
        )
        #expect(counter.count == 10)
        #expect(counter.trace == ["queued"])
    }

    /// A first reducer, a middleware's nested dispatch, and a late reducer.
    @ActionBuilder<Counter>
    static func bump(_ amount: Int) -> ActionStep<Counter> {
        Counter.mark("first \(amount)")
        Middleware<Counter> { proxy in proxy.dispatch(\.countMutator, proxy.count + amount) }
        Counter.mark("late")
    }

    @Test(arguments: [false, true])
    func aComposedActionRunsAsTheSameInlineActionDoes(observed: Bool) {
        func run(_ make: (String, @escaping (Int) -> ActionStep<Counter>) -> Action<Counter, Int>) -> [String] {
            let counter = Counter()
            let trace = TraceObserver()
            if observed { counter.dispatchObservers.add(trace) }
            let action = make("bump", Self.bump)
            counter.dispatch(action, 2)
            counter.dispatch(action, 3)
            return counter.trace + ["count \(counter.count)"] + trace.lines
        }
        let inline = run { name, body in Action(name, body) }
        let composed = run { name, body in Action.composing(name, body) }
        #expect(composed == inline)
        #expect(inline.prefix(5) == ["first 2", "late", "first 3", "late", "count 5"])
        #expect(inline.count == (observed ? 13 : 5))
    }

}
