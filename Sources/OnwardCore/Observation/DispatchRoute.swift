/// Which way a dispatch goes, as the store's ``DispatchObserverStorage`` says.
@usableFromInline
enum DispatchRoute<S: Store> {
    /// Run the action's components, with nothing around them.
    case plain
    /// Run them between the observers' calls.
    case observed(DispatchObservers<S>)
    /// Run them counted as running (``DispatchObservers/runningCount``), with no observer to call:
    /// the store is played back, and nothing observes it.
    case counted(DispatchObservers<S>)
    /// Do not run them: a history refused the dispatch (see ``NestedStoreClaim``).
    case refused
}

extension Store {
    /// Which way a dispatch of an action goes: for a store neither observed nor claimed, one load
    /// and a branch not taken.
    ///
    /// - Parameters:
    ///   - name: The action's name, for a history that refuses it.
    ///   - isAsync: Whether the action is asynchronous, for a history that refuses it.
    @inlinable @inline(__always)
    func route(ofDispatch name: String, isAsync: Bool) -> DispatchRoute<Self> {
        guard let made = observerStorage.made else { return .plain }
        return route(ofDispatch: name, isAsync: isAsync, madeFor: made)
    }

    /// Which way a dispatch goes on a store that was observed or is claimed.
    @inlinable
    func route(ofDispatch name: String, isAsync: Bool, madeFor made: AnyObject) -> DispatchRoute<Self> {
        guard let observers = observers(in: made) else {
            guard let claim = made as? NestedStoreClaim else { return .plain }
            return refuses(name, claimedBy: claim, isAsync: isAsync) ? .refused : .plain
        }
        if let claim = observers.claim, refuses(name, claimedBy: claim, isAsync: isAsync) {
            return .refused
        }
        guard observers.isEmpty else { return .observed(observers) }
        return observers.playbackStorage == nil ? .plain : .counted(observers)
    }
}
