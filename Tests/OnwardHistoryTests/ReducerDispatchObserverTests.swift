import Foundation
import Onward
import Testing

/// An observer of the scale that adds 1 as it sees `quiet`, which a reducer of the scale dispatches,
/// start or end: its change comes before the reducer's next one (a `× 10`), which does not commute
/// with it. Or, asked to, that dispatches `reset` then, an action whose middleware sets the count
/// to 0.
final class QuietAdder: DispatchObserver {
    let atEnd: Bool
    let resets: Bool

    init(atEnd: Bool, resets: Bool = false) {
        self.atEnd = atEnd
        self.resets = resets
    }

    func willDispatch(_ event: DispatchEvent, to store: Scale) {
        if !atEnd { react(to: event, on: store) }
    }

    func didDispatch(_ event: DispatchEvent, to store: Scale) {
        if atEnd { react(to: event, on: store) }
    }

    private func react(to event: DispatchEvent, on store: Scale) {
        guard event.name == "quiet", let parent = event.parent, parent.middlewareRun == nil else { return }
        if resets { store.dispatch(\.reset) } else { store.dispatch(\.add, 1) }
    }
}

/// An observer's dispatch as a reducer's dispatch on its kept store starts or ends is made, as that
/// reducer's dispatch is, within the reducer's run: the log holds neither, and a replay, which runs
/// the reducer again, has the observer make it again in its place. Live, after an undo and a redo,
/// and reopened, the state is the same.
@MainActor @Suite struct ReducerDispatchObserverTests {
    /// How the reducer's dispatch is made: by a top-level action, or by an effect of one.
    enum Maker: CaseIterable {
        case action, effect
    }

    @Test(arguments: [false, true], [false, true])
    func anObserversDispatchAsAReducersDispatchStartsOrEndsReplaysAsItRan(isAsync: Bool, atEnd: Bool)
        async throws
    {
        for maker in Maker.allCases {
            try await check(maker: maker, isAsync: isAsync, atEnd: atEnd)
        }
    }

    private func check(maker: Maker, isAsync: Bool, atEnd: Bool) async throws {
        let folder = try Folder()
        let path = folder.file("s.jsonl")
        let scale = Scale()
        scale.dispatchObservers.add(QuietAdder(atEnd: atEnd))
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: scale, registry: .storeActions(), report: { notices.all.append("\($0)") })
        scale.dispatch(\.add, 2)
        // quiet, and the observer's add 1, then × 10, then quietThenScale's middleware adds 1
        switch (maker, isAsync) {
        case (.action, false): scale.dispatch(\.quietThenScale)
        case (.action, true): await scale.dispatch(\.quietThenScaleLater)
        case (.effect, false): scale.dispatch(\.scaleFromMiddleware)
        case (.effect, true): await scale.dispatch(\.scaleFromMiddlewareLater)
        }
        scale.dispatch(\.add, 4)
        let live = Scale.State(count: 35)
        #expect(scale.state == live, "\(maker)")
        #expect(notices.all.isEmpty, "\(maker)")
        let second =
            switch maker {
            case .action:
                #"{"seq":2,"action":"quietThenScale"# + (isAsync ? "Later" : "")
                    + #"","args":[],"effects":[[{"action":"add","args":[1]}]]}"#
            case .effect:
                #"{"seq":2,"action":"scaleFromMiddleware"# + (isAsync ? "Later" : "")
                    + #"","args":[],"effects":[[{"action":"quietThenScale","args":[],"#
                    + #""effects":[[{"action":"add","args":[1]}]]}]]}"#
            }
        #expect(
            folder.read("s.jsonl")?.split(separator: "\n").dropFirst().map(String.init) == [
                #"{"seq":1,"action":"add","args":[2]}"#, second, #"{"seq":3,"action":"add","args":[4]}"#,
            ], "\(maker)")
        try await history.travel(to: 1)
        #expect(scale.state == Scale.State(count: 2), "\(maker)")
        try await history.travel(to: 3)
        #expect(scale.state == live, "\(maker)")
        #expect(notices.all.isEmpty, "\(maker)")
        #expect(history.savedEverything, "\(maker)")
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let reopened = Scale()
        reopened.dispatchObservers.add(QuietAdder(atEnd: atEnd))
        try await StoreHistory.open(
            path, recording: reopened, registry: .storeActions(), report: { notices.all.append("\($0)") }
        ).close()
        #expect(reopened.state == live, "\(maker)")
        #expect(notices.all.isEmpty, "\(maker)")
    }

    /// The observer dispatches `reset` instead: its middleware's dispatch is refused, as that of a
    /// reducer's own dispatch is (``ReducerDispatchTests``), said as the observer's doing, and no
    /// replay makes it.
    @Test(arguments: [false, true], [false, true])
    func theMiddlewareOfAnObserversDispatchAsAReducersDispatchStartsOrEndsIsRefused(isAsync: Bool, atEnd: Bool)
        async throws
    {
        for maker in Maker.allCases {
            try await checkReset(maker: maker, isAsync: isAsync, atEnd: atEnd)
        }
    }

    private func checkReset(maker: Maker, isAsync: Bool, atEnd: Bool) async throws {
        let folder = try Folder()
        let path = folder.file("s.jsonl")
        let scale = Scale()
        scale.dispatchObservers.add(QuietAdder(atEnd: atEnd, resets: true))
        let notices = Notices()
        let history = try await StoreHistory.open(
            path, recording: scale, registry: .storeActions(), report: { notices.all.append("\($0)") })
        scale.dispatch(\.add, 2)
        // quiet, and the observer's reset, whose middleware's countMutator is refused, then × 10 and 1
        switch (maker, isAsync) {
        case (.action, false): scale.dispatch(\.quietThenScale)
        case (.action, true): await scale.dispatch(\.quietThenScaleLater)
        case (.effect, false): scale.dispatch(\.scaleFromMiddleware)
        case (.effect, true): await scale.dispatch(\.scaleFromMiddlewareLater)
        }
        scale.dispatch(\.add, 4)
        let live = Scale.State(count: 25)
        #expect(scale.state == live, "\(maker)")
        // The observer, not a reducer, dispatched reset: the notice says so.
        let refusal =
            "refused countMutator on Scale: the middleware of reset made it, and an observer of Scale "
            + "dispatched reset as a dispatch that a reducer of Scale made started or ended, so within the "
            + "reducer's run: its history records neither (a replay runs the reducer again, whose dispatch "
            + "has the observer make reset again, and plays nothing for reset's middleware); dispatch reset "
            + "from a middleware, whose dispatches the log holds"
        #expect(notices.all == [refusal], "\(maker)")
        try await history.travel(to: 1)
        #expect(scale.state == Scale.State(count: 2), "\(maker)")
        try await history.travel(to: 3)
        #expect(scale.state == live, "\(maker)")
        #expect(notices.all == [refusal], "\(maker)")
        #expect(history.savedEverything, "\(maker)")
        history.close()
        try FileManager.default.removeItem(atPath: path + ".snapshot")
        let reopened = Scale()
        reopened.dispatchObservers.add(QuietAdder(atEnd: atEnd, resets: true))
        try await StoreHistory.open(
            path, recording: reopened, registry: .storeActions(), report: { notices.all.append("\($0)") }
        ).close()
        #expect(reopened.state == live, "\(maker)")
        #expect(notices.all == [refusal], "\(maker)")
    }
}
