import OnwardDebug
import OnwardHistory

/// A replayed action log, as the inspector shows it: every action applied, with the dispatches it
/// made, its changes, and the state after it.
///
/// ```swift
/// let inspection = try await ActionLogReplayer(registry: registry).inspect("todos.jsonl", into: ToDoStore())
/// print(inspection.actions[0].dispatch.name, inspection.actions[0].diff)  // add  todos[0]: added ToDo(...)
/// try InspectorPage(inspection).write(to: "report.html")
/// ```
/// Every action's changes are kept. Whole states are kept while they fit in
/// ``InspectionOptions/stateBudget``, unchanged parts shared between consecutive states; past
/// it, ``state(after:)`` is `nil` and the page says so. All text (names, arguments, values) has its
/// control characters escaped (`\u{1B}`), ready to show.
public struct Inspection {
    /// What the page is titled: by default the log's file name.
    public var title: String

    /// The actions applied, in order: `actions[0]` is action 1.
    public internal(set) var actions: [InspectedAction] = []

    /// What the replay did: how many actions it applied, of how many it read.
    public internal(set) var replay = ActionLogReplay(actionsApplied: 0)

    /// An action to point out, with why: where the state began to differ from an expected one.
    public var mark: InspectionMark?

    /// How many distinct values were longer than ``InspectionOptions/textLimit`` and shortened,
    /// each counted once however many states show it.
    public internal(set) var shortenedTexts = 0

    /// The states, unchanged parts shared.
    package internal(set) var states = StateTable()

    /// The root of the state before the first action (index 0) and after each action; `nil` once
    /// the budget is spent.
    package internal(set) var stateRoots: [Int?] = []

    /// Creates an empty inspection.
    ///
    /// - Parameter title: What the page is titled.
    package init(title: String) {
        self.title = title
    }

    /// How many states are kept, the one before the first action included: the states after
    /// actions `1..<keptStates` can be shown.
    public var keptStates: Int {
        stateRoots.firstIndex(of: nil) ?? stateRoots.count
    }

    /// The state after an action, if it was kept.
    ///
    /// - Parameter action: The action's number, from 1; 0 for the state before the first.
    /// - Returns: The state, or `nil` when it was not kept or there is no such action.
    public func state(after action: Int) -> StateSnapshot? {
        guard stateRoots.indices.contains(action), let root = stateRoots[action] else { return nil }
        return states.snapshot(root)
    }
}
