import OnwardCore
import OnwardDebug

/// A dispatch on the timeline: the test's own, or an effect.
enum TimelineEntry: Hashable {
    /// The dispatch the test made last.
    case own

    /// An effect: a dispatch, by its id, on a store.
    case effect(DispatchID, ObjectIdentifier)
}

/// A moment on the timeline: a dispatch starting or finishing, and the tested store's state then.
struct TimelineCheckpoint {
    /// Whether the dispatch starts here (or finishes).
    let isStart: Bool

    /// The dispatch.
    let entry: TimelineEntry

    /// The tested store's state at this moment.
    let state: StateSnapshot
}

extension [TimelineCheckpoint] {
    /// The change a dispatch made itself: its state as it started, and that state with every
    /// change made while it ran applied, except those made while a later effect ran (which are
    /// that effect's own). `nil` until the dispatch has finished.
    ///
    /// - Parameter entry: The dispatch.
    func ownChange(of entry: TimelineEntry) -> (before: StateSnapshot, after: StateSnapshot)? {
        guard let start = firstIndex(where: { $0.isStart && $0.entry == entry }),
            let end = self[start...].firstIndex(where: { !$0.isStart && $0.entry == entry })
        else { return nil }
        var after = self[start].state
        var running: Set<TimelineEntry> = []
        for index in start..<end {
            let checkpoint = self[index]
            if index > start {
                if checkpoint.isStart { running.insert(checkpoint.entry) } else { running.remove(checkpoint.entry) }
            }
            if running.isEmpty {
                after = after.applying(changesFrom: checkpoint.state, to: self[index + 1].state)
            }
        }
        return (self[start].state, after)
    }
}
