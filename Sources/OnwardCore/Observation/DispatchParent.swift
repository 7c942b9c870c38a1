/// The dispatch that made another one: which store it ran on, which dispatch it was, and which of
/// its middleware runs was running.
///
/// OnwardCore sets it while an observed dispatch runs, so observers never reconstruct nesting:
/// ```swift
/// func willDispatch(_ event: DispatchEvent, to store: ToDoStore) {
///     if let parent = event.parent, parent.middlewareRun != nil { /* an effect's dispatch */ }
/// }
/// ```
/// A dispatch made inside a `Task` that a dispatch started keeps that dispatch as its parent, even
/// after the parent finished; a detached task's dispatches have none.
public struct DispatchParent: Hashable, Sendable {
    /// The store the parent dispatch runs on.
    public let store: ObjectIdentifier

    /// The parent dispatch's id on that store.
    public let id: DispatchID

    /// Which of the parent's middleware runs made the dispatch, from 1 in the order they ran; `nil`
    /// when one of its reducers made it.
    public let middlewareRun: Int?

    /// Creates a parent.
    ///
    /// - Parameters:
    ///   - store: The store the parent dispatch runs on.
    ///   - id: The parent dispatch's id on that store.
    ///   - middlewareRun: Which of the parent's middleware runs made the dispatch, or `nil`.
    public init(store: ObjectIdentifier, id: DispatchID, middlewareRun: Int?) {
        self.store = store
        self.id = id
        self.middlewareRun = middlewareRun
    }
}
