import OnwardCore
import OnwardDebug

/// An action a middleware dispatched, as a ``TestStore`` saw it start.
struct ReceivedEffect {
    /// The action's name.
    let name: String

    /// The values it was dispatched with.
    let arguments: [Any]

    /// The store it was dispatched on.
    let store: ObjectIdentifier

    /// That store's type, for what a test is told.
    let storeType: Any.Type

    /// The dispatch, to match its end with its start.
    let id: DispatchID

    /// Whether the dispatch has finished.
    var isFinished = false

    /// Whether the test has received it (or, not exhaustive, passed over it).
    var isReceived = false

    /// The effect on the timeline.
    var entry: TimelineEntry { .effect(id, store) }

    /// What a person is told of it: `'itemsMutator' on Counter`.
    var title: String { "'\(name)' on \(storeType)" }
}
