import OnwardCore
import OnwardDebug
import Testing

/// The debug log shows where each dispatch was made, dimmed after its duration, unless told not to.
@MainActor
@Suite struct CallSiteTests {
    @Test func eachDispatchShowsItsFileAndLineAfterItsDuration() {
        let store = ToDoStore.filled(1)
        let sink = TextSink()
        store.dispatchObservers.add(DebugMiddleware<ToDoStore>(options: sink.options(showsCallSites: true)))
        let line = #line + 1
        store.dispatch(\.toggle, 1)
        // The nested dispatch is the reducer's, in TodoStores.swift; its line is the reducer's own.
        let lines = sink.text.split(separator: "\n")
        #expect(lines.first == "▸ toggle(1)  3.00 ms  CallSiteTests.swift:\(line)")
        #expect(lines.dropFirst().first?.hasPrefix("  ▸ toggleCompletion on ToDo  1.00 ms  TodoStores.swift:") == true)
    }

    @Test func theSiteIsDimmedWithTheDuration() {
        let store = ToDoStore.filled(0)
        let sink = TextSink()
        let options = DebugOptions(output: sink.output, color: .always, timeSource: sink.clock, environment: [:])
        store.dispatchObservers.add(DebugMiddleware<ToDoStore>(options: options))
        let line = #line + 1
        store.dispatch(\.touch)
        let escape = "\u{1B}["
        #expect(
            sink.text == "▸ \(escape)1mtouch\(escape)0m  \(escape)2m1.00 ms  CallSiteTests.swift:\(line)\(escape)0m\n"
                + "  \(escape)2mno change\(escape)0m\n")
    }
}
