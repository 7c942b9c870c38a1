import OnwardCore

/// One dispatch in a ``DispatchTree``, from `willDispatch` to `didDispatch`, with the dispatches it
/// made: the debug middleware's log and the inspector's page are both written from these.
package final class DispatchNode {
    package let event: DispatchEvent

    /// The arguments, as the observer renders them.
    package let arguments: [String]

    /// The type of the nested store the dispatch ran on (`ToDo`), or `nil` for the store the
    /// observer was added to.
    package let nestedStore: String?

    /// Whether the observer shows it (the debug middleware's filter lets it through).
    package let isShown: Bool

    /// Whether no running dispatch made it: it is shown as a block of its own.
    package let isRoot: Bool

    /// The state before the action, while it runs, when the observer captured it.
    package var before: StateCapture?

    /// What it changed, once it finished (`nil` when its state was not captured before it).
    package var diff: StateDiff?

    /// The dispatches it made, in order.
    package internal(set) var children: [DispatchNode] = []

    var start: Duration = .zero

    /// How long it took, once it finished.
    package internal(set) var duration: Duration?

    init(event: DispatchEvent, arguments: [String], nestedStore: String?, isShown: Bool, isRoot: Bool) {
        self.event = event
        self.arguments = arguments
        self.nestedStore = nestedStore
        self.isShown = isShown
        self.isRoot = isRoot
    }
}
