/// A store the debug middleware has captured, with what captures it.
///
/// Not nested in the generic middleware, so looking one up needs no generic metadata.
struct ObservedStore {
    /// The store, while it lives.
    weak var store: AnyObject?

    /// Captures its state, reusing what cannot have changed.
    let capturer: Capturer

    /// Tells its capturer which nested stores changed; `nil` when every capture reads everything.
    let tracker: StoreChangeTracker?
}
