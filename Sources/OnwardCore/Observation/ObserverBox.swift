/// One observer's two calls as closures, made where the observer's type is known so each closure
/// calls the observer directly.
///
/// A parameterized existential (`any DispatchObserver<S>`) costs a metadata lookup on every call.
@usableFromInline
final class ObserverBox<S: Store> {
    @usableFromInline
    let id: ObjectIdentifier

    @usableFromInline
    let willDispatch: (DispatchEvent, S) -> Void

    @usableFromInline
    let didDispatch: (DispatchEvent, S) -> Void

    @inlinable
    init<Observer: DispatchObserver>(_ observer: Observer) where Observer.StoreType == S {
        id = ObjectIdentifier(observer)
        willDispatch = { observer.willDispatch($0, to: $1) }
        didDispatch = { observer.didDispatch($0, to: $1) }
    }
}
