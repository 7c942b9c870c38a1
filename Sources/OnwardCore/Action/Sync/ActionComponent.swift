/// A part of an action: a reducer, a middleware, a queue of reducers.
public protocol ActionComponent<StoreType> {
    /// The store type this component works on.
    associatedtype StoreType: Store

    /// This component as a step of an action.
    var step: ActionStep<StoreType> { get }
}

extension ActionStep: ActionComponent {
    /// The step itself.
    @inlinable
    public var step: ActionStep<S> { self }
}
