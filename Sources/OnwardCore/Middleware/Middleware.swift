/// A synchronous side effect inside an action, seeing the store through a read-only proxy.
///
/// Middleware changes state only through `proxy.dispatch`, a nested dispatch that lands before
/// the action's next component runs:
/// ```swift
/// Middleware { proxy in
///     guard proxy.title != title else { return }
///     proxy.dispatch(\.titleMutator, title)
/// }
/// ```
public struct Middleware<S: Store>: ActionComponent {
    /// The middleware as a step of an action.
    public let step: ActionStep<S>

    /// Creates a middleware.
    ///
    /// - Parameter body: Runs with a read-only proxy of the store.
    @inlinable
    public init(_ body: @escaping (StoreProxy<S>) -> Void) {
        step = ActionStep { store in
            guard let observers = store.madeObservers, _slowPath(observers.interceptsMiddleware) else {
                return body(StoreProxy(store))
            }
            observers.runMiddleware(on: store) { body(StoreProxy(store)) }
        }
    }
}
