/// Watches every dispatch on the stores it is added to: top-level and nested, sync and async.
///
/// The debug middleware, the action-log recorder and statistics are all observers. An observer
/// sees the store before the action runs and after it finished, so it can snapshot and compare.
public protocol DispatchObserver<StoreType>: AnyObject {
    /// The store type this observer watches.
    associatedtype StoreType: Store

    /// Called before the action's first component runs.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store, as it is before the action.
    func willDispatch(_ event: DispatchEvent, to store: StoreType)

    /// Called after the action's last component finished, nested dispatches included.
    ///
    /// - Parameters:
    ///   - event: The dispatch, the same value ``willDispatch(_:to:)`` received: pair the two calls
    ///     by its ``DispatchEvent/id``.
    ///   - store: The store, as the action left it.
    func didDispatch(_ event: DispatchEvent, to store: StoreType)
}
