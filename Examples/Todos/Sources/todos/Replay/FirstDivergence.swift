import Onward
import OnwardDebug
import TodosCore

/// Where a replayed state began to differ from an expected one, for the page of
/// `todos replay LOG --html FILE --expect-state FILE`.
///
/// The state may differ in many places; `todos replay` names the first differing path at the end.
/// The action marked is the one after which that path's value differs from the expected value and
/// never matches it again: the last action after which it matched, plus one (action 1 when it never
/// matched after any action). A value that differed, matched for a while and differed again is
/// marked where it differed the last time, the change that is still there.
@MainActor
final class FirstDivergence: @MainActor DispatchObserver {
    private let path: [StatePath.Component]
    private let want: StateSnapshot?
    private var actions = 0
    private var lastMatch = 0

    private init(path: [StatePath.Component], want: StateSnapshot?) {
        self.path = path
        self.want = want
    }

    /// The action to mark, found by replaying the log again and looking at the path after each action.
    ///
    /// - Returns: The action's number, or `nil` if the log could not be replayed again.
    static func action(
        differingAt path: [StatePath.Component], expected: JSONValue, log: String,
        registry: ActionRegistry<ToDoStore>, stoppingAfter limit: Int?
    ) async -> Int? {
        let watcher = FirstDivergence(path: path, want: expected.value(at: path)?.snapshot)
        let store = ToDoStore()
        store.dispatchObservers.add(watcher)
        guard (try? await ActionLogReplayer(registry: registry).replay(log, into: store, stoppingAfter: limit)) != nil
        else { return nil }
        return watcher.lastMatch + 1
    }

    func willDispatch(_ event: DispatchEvent, to store: ToDoStore) {}

    func didDispatch(_ event: DispatchEvent, to store: ToDoStore) {
        guard event.parent == nil else { return }
        actions += 1
        if JSONValue.parse(store.stateJSON)?.value(at: path)?.snapshot == want { lastMatch = actions }
    }
}
