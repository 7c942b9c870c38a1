/// A state as it was at one moment, kept cheaply so it can be compared with a later one.
///
/// Value types are kept as copies (a copy never changes) and taken apart only when a comparison
/// needs it; class instances, which change in place, have their stored properties copied out.
/// ```swift
/// let before = StateCapture(of: store)
/// store.dispatch(\.toggle, 1)
/// print(StateDiff(from: before, to: StateCapture(of: store)))
/// // todos[1].isCompleted: false → true
/// ```
public struct StateCapture {
    /// The captured state.
    let node: CaptureNode

    /// The type facts the capture was made with.
    let catalog: TypeCatalog
}

extension StateCapture {
    /// Captures a value as it is now.
    ///
    /// - Parameter value: The value, usually a store.
    public init(of value: Any) {
        let capturer = Capturer()
        self.init(node: capturer.capture(value), catalog: capturer.catalog)
    }

    /// The captured state, rendered in full.
    public var snapshot: StateSnapshot {
        SnapshotRenderer(catalog: catalog).snapshot(of: node)
    }
}
