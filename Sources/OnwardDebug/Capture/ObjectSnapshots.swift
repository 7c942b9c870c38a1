/// The snapshots of class instances as a long-lived capturer last saw them: a capture reuses an
/// instance's ``ObjectCapture`` while the instance is unchanged, and so its snapshot is reused too,
/// and rendering a state again costs what changed in it, not its size.
final class ObjectSnapshots {
    /// Each capture rendered in the last two renderings, by its identity, with its snapshot. The
    /// capture is kept, so its identity is not given to another one meanwhile.
    private var current: [ObjectIdentifier: (capture: ObjectCapture, snapshot: StateSnapshot)] = [:]
    private var previous: [ObjectIdentifier: (capture: ObjectCapture, snapshot: StateSnapshot)] = [:]

    /// The snapshot of a captured instance: the one rendered before for the same capture, or a new one.
    func snapshot(of capture: ObjectCapture, render: (ObjectCapture) -> StateSnapshot) -> StateSnapshot {
        let key = ObjectIdentifier(capture)
        if let kept = current[key] ?? previous[key], kept.capture === capture {
            current[key] = kept
            return kept.snapshot
        }
        let snapshot = render(capture)
        current[key] = (capture, snapshot)
        return snapshot
    }

    /// Ends a rendering: what it did not use is let go after the next one.
    func finishRendering() {
        previous = current
        current = [:]
    }
}
