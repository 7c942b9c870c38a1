import Onward
import OnwardDebug
import TodosCore

/// Where a replayed state began to differ from an expected one, for the page of
/// `todos replay LOG --html FILE --expect-state FILE`.
///
/// The state may differ in many places; `todos replay` names the first differing path at the end.
/// The action marked is the one after which that path's value differs from the expected value and
/// never matches it again: the last action after which it matched, plus one (action 1 when it never
/// matched, not even before the first action). A value that differed, matched for a while and
/// differed again is marked where it differed the last time, the change that is still there.
@MainActor
enum FirstDivergence {
    /// The action to mark.
    ///
    /// - Returns: The action's number, or `nil` if the log could not be replayed again.
    static func action(
        differingAt path: [StatePath.Component], expected: JSONValue, log: String,
        registry: ActionRegistry<ToDoStore>, stoppingAfter limit: Int?
    ) async -> Int? {
        let store = ToDoStore()
        let want = expected.value(at: path)?.snapshot
        let watcher = Watcher { JSONValue.parse($0.stateJSON)?.value(at: path)?.snapshot == want }
        if watcher.matches(store) { watcher.lastMatch = 0 }
        store.dispatchObservers.add(watcher)
        guard (try? await ActionLogReplayer(registry: registry).replay(log, into: store, stoppingAfter: limit)) != nil
        else { return nil }
        return (watcher.lastMatch ?? 0) + 1
    }

    /// Checks the path after each top-level action.
    private final class Watcher: DispatchObserver {
        let matches: (ToDoStore) -> Bool
        var actions = 0
        var lastMatch: Int?

        init(matches: @escaping (ToDoStore) -> Bool) {
            self.matches = matches
        }

        func willDispatch(_ event: DispatchEvent, to store: ToDoStore) {}

        func didDispatch(_ event: DispatchEvent, to store: ToDoStore) {
            guard event.parent == nil else { return }
            actions += 1
            if matches(store) { lastMatch = actions }
        }
    }
}
