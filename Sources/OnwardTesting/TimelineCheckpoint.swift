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
    /// that effect's own); and the lists it and such an effect both added to or removed from,
    /// whose changes cannot be told apart. `nil` until the dispatch has finished.
    ///
    /// - Parameter entry: The dispatch.
    func ownChange(of entry: TimelineEntry) -> OwnChange? {
        guard let start = firstIndex(where: { $0.isStart && $0.entry == entry }),
            let end = self[start...].firstIndex(where: { !$0.isStart && $0.entry == entry })
        else { return nil }
        var after = self[start].state
        var conflicts: [[StatePath.Component]] = []
        var running: Set<TimelineEntry> = []
        for index in start..<end {
            let checkpoint = self[index]
            if index > start {
                if checkpoint.isStart { running.insert(checkpoint.entry) } else { running.remove(checkpoint.entry) }
            }
            if running.isEmpty {
                let applied = after.applying(changesFrom: checkpoint.state, to: self[index + 1].state)
                after = applied.state
                conflicts += applied.conflicts.filter { !conflicts.contains($0) }
            }
        }
        return OwnChange(before: self[start].state, after: after, conflicts: conflicts)
    }
}

/// The change a dispatch made itself (see `ownChange(of:)`).
struct OwnChange {
    /// The state as it started.
    let before: StateSnapshot

    /// That state with its own changes made.
    let after: StateSnapshot

    /// The lists whose elements both it and an effect it ran added or removed.
    let conflicts: [[StatePath.Component]]
}
