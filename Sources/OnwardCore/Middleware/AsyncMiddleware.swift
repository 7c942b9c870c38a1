/// An asynchronous side effect inside an ``AsyncAction``, seeing the store through a proxy.
///
/// The action awaits it before running its next component, so a reducer after it sees every
/// change it dispatched, even across suspension points.
public struct AsyncMiddleware<S: Store>: AsyncActionComponent {
    /// The middleware as a step of an asynchronous action.
    public let asyncStep: AsyncActionStep<S>

    /// Creates an asynchronous middleware.
    ///
    /// - Parameter body: Runs with a read-only proxy of the store and may suspend.
    @inlinable
    public init(_ body: nonisolated(nonsending) @escaping (StoreProxy<S>) async -> Void) {
        asyncStep = AsyncActionStep { store in
            guard let observers = store.madeObservers, _slowPath(observers.interceptsMiddleware) else {
                return await body(StoreProxy(store))
            }
            await observers.runMiddleware(on: store) { await body(StoreProxy(store)) }
        }
    }
}
