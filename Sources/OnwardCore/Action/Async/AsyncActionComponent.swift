/// A part of an asynchronous action: an async reducer, an async middleware, or an async queue.
///
/// Every synchronous ``ActionComponent`` may also appear inside an ``AsyncAction``.
public protocol AsyncActionComponent<StoreType> {
    /// The store type this component works on.
    associatedtype StoreType: Store

    /// This component as a step of an asynchronous action.
    var asyncStep: AsyncActionStep<StoreType> { get }
}

extension AsyncActionStep: AsyncActionComponent {
    /// The step itself.
    @inlinable
    public var asyncStep: AsyncActionStep<S> { self }
}

extension ActionStep {
    /// This synchronous step as an asynchronous one.
    @inlinable
    public var asyncStep: AsyncActionStep<S> {
        AsyncActionStep { store in self.run(store) }
    }
}
