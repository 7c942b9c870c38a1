import OnwardCore

/// Captures one store's state again and again, reading only what may have changed since the last
/// capture, and reports the dispatches on the stores nested in that state: what the debug
/// middleware does for itself, for the other tools of the package (the inspector).
package final class StateWatcher {
    private let capturer: Capturer
    private let tracker: StoreChangeTracker
    private let objectSnapshots = ObjectSnapshots()

    /// Starts watching a store.
    ///
    /// - Parameters:
    ///   - root: The store whose state is captured.
    ///   - nestedDispatch: Told of each dispatch on a store nested in the state, as it starts
    ///     (`isFinished` false) and as it finishes, once a capture has met that store.
    package init(
        root: AnyObject,
        nestedDispatch: @escaping (_ event: DispatchEvent, _ store: AnyObject, _ isFinished: Bool) -> Void
    ) {
        tracker = StoreChangeTracker(root: root)
        tracker.onDispatch = nestedDispatch
        capturer = Capturer(catalog: TypeCatalog(), tracker: tracker)
    }

    deinit {
        tracker.detachAll()
    }

    /// The store's state as it is now.
    ///
    /// - Parameter store: The watched store.
    /// - Returns: The capture, to diff and render.
    package func capture(_ store: AnyObject) -> StateCapture {
        StateCapture(node: capturer.capture(store), catalog: capturer.catalog)
    }

    /// A capture's snapshot, reusing the snapshots of the instances in it that did not change
    /// since the last one this watcher made, so that it costs what changed.
    ///
    /// - Parameter capture: A capture this watcher made.
    /// - Returns: The snapshot, the same as ``StateCapture/snapshot``.
    package func snapshot(of capture: StateCapture) -> StateSnapshot {
        defer { objectSnapshots.finishRendering() }
        return SnapshotRenderer(catalog: capturer.catalog, earlier: objectSnapshots).snapshot(of: capture.node)
    }
}
