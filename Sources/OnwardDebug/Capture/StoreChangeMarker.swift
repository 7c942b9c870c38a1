import OnwardCore

/// An observer put on a store nested in the observed state, telling its tracker when it changes.
final class StoreChangeMarker<Nested: Store>: DispatchObserver {
    private weak var tracker: StoreChangeTracker?

    /// Creates a marker reporting to a tracker.
    ///
    /// - Parameter tracker: The tracker to tell.
    init(tracker: StoreChangeTracker) {
        self.tracker = tracker
    }

    func willDispatch(_ event: DispatchEvent, to store: Nested) {
        tracker?.dispatched(event, on: store, isFinished: false)
    }

    func didDispatch(_ event: DispatchEvent, to store: Nested) {
        tracker?.dispatched(event, on: store, isFinished: true)
    }
}
