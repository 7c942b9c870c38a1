import OnwardCore

/// Captures one store's state again and again, reading only what may have changed since the last
/// capture, and reports the dispatches on the stores nested in that state: what the debug
/// middleware and the inspector watch a store with.
package final class StateWatcher {
    /// The watched store, while it lives.
    private(set) weak var root: AnyObject?
    private let capturer: Capturer
    private let tracker: StoreChangeTracker?
    private let objectSnapshots = ObjectSnapshots()
    /// The store's properties as last captured, to start the next capture from when its nested
    /// stores are tracked: only its properties, so the watcher never keeps the store alive.
    private var latestFields: [CapturedField]?

    /// Starts watching a store.
    ///
    /// - Parameters:
    ///   - root: The store whose state is captured.
    ///   - nestedDispatch: Told of each dispatch on a store nested in the state, as it starts
    ///     (`isFinished` false) and as it finishes, once a capture has met that store; without it,
    ///     every capture reads every nested store.
    package init(
        root: AnyObject, nestedDispatch: ((_ event: DispatchEvent, _ store: AnyObject, _ isFinished: Bool) -> Void)?
    ) {
        self.root = root
        tracker = nestedDispatch.map { StoreChangeTracker(root: root, onDispatch: $0) }
        capturer = Capturer(tracker: tracker)
    }

    deinit {
        tracker?.detachAll()
    }

    /// The store's state as it is now.
    package func capture(_ store: AnyObject) -> StateCapture {
        let capture = capturer.capture(root: store, previousFields: store === root ? latestFields : nil)
        if tracker != nil { latestFields = capture.fields }
        return StateCapture(node: .object(capture), catalog: capturer.catalog)
    }

    /// A capture's snapshot, the same as ``StateCapture/snapshot``, reusing the snapshots of the
    /// instances in it that did not change since the last one this watcher made, so that it costs
    /// what changed.
    package func snapshot(of capture: StateCapture) -> StateSnapshot {
        defer { objectSnapshots.finishRendering() }
        return SnapshotRenderer(catalog: capturer.catalog, earlier: objectSnapshots).snapshot(of: capture.node)
    }
}
