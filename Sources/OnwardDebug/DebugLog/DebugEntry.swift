import OnwardCore

/// One dispatch as the debug middleware follows it, from `willDispatch` to `didDispatch`.
final class DebugEntry {
    /// The dispatch.
    let event: DispatchEvent

    /// Whether the filter lets it be shown.
    let isShown: Bool

    /// Whether no running dispatch made it: it is written as a block of its own.
    let isRoot: Bool

    /// The state before the action, while it runs.
    var before: StateCapture?

    /// When it started.
    var start: Duration = .zero

    /// How long it took, once it finished.
    var duration: Duration?

    /// What it changed, once it finished (`nil` when diffs are off or it is not shown).
    var diff: StateDiff?

    /// The dispatches it made, in order.
    var children: [DebugEntry] = []

    /// The arguments, rendered.
    let arguments: [String]

    /// The type of the nested store the dispatch ran on (`ToDo`), or `nil` for the store the
    /// middleware was added to.
    let nestedStore: String?

    /// Creates an entry.
    init(event: DispatchEvent, arguments: [String], isShown: Bool, isRoot: Bool, nestedStore: String? = nil) {
        self.nestedStore = nestedStore
        self.event = event
        self.arguments = arguments
        self.isShown = isShown
        self.isRoot = isRoot
    }
}
