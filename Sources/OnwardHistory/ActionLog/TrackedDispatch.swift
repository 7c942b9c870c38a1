import OnwardCore

/// A dispatch running on the recorder's store, from its `willDispatch` to its `didDispatch`.
struct TrackedDispatch {
    /// Its id on the store.
    let id: DispatchID

    /// What is recorded of it: `nil` for one a reducer made, which replay makes again.
    let recorded: RecordedDispatch?

    /// Whether it is a top-level action, written in a line of its own when it finishes.
    let isTopLevel: Bool
}
