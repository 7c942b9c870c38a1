extension Store {
    /// The observers of this store's dispatches, made the first time they are asked for.
    ///
    /// Ask for them through the store type marked `@Store`: the observers of a store are made for
    /// one type, and asking for them through a subclass's type stops the program, saying so.
    /// ```swift
    /// store.dispatchObservers.add(DebugMiddleware())
    /// ```
    public var dispatchObservers: DispatchObservers<Self> {
        if let made = madeObservers { return made }
        let made = DispatchObservers<Self>()
        made.claim = observerStorage.made as? NestedStoreClaim
        observerStorage.made = made
        return made
    }

    /// Whether an observer is installed on the store now: the check every dispatch makes first.
    @inlinable
    public var hasObservers: Bool {
        guard let observers = madeObservers else { return false }
        return !observers.isEmpty
    }

    /// The store's observers if they were made: all that a dispatch looks at, two loads and a
    /// compare when the store was never observed.
    @inlinable
    var madeObservers: DispatchObservers<Self>? {
        guard let made = observerStorage.made else { return nil }
        return observers(in: made)
    }

    /// What the storage holds, as this store's observers: `nil` for a claim alone.
    @inlinable
    func observers(in made: AnyObject) -> DispatchObservers<Self>? {
        guard ObjectIdentifier(type(of: made)) == ObjectIdentifier(DispatchObservers<Self>.self) else {
            guard made is NestedStoreClaim else { Self.observedThroughAnotherType(made) }
            return nil
        }
        return unsafeDowncast(made, to: DispatchObservers<Self>.self)
    }

    /// Stops the program: the observers were made for another type than this one, a subclass of
    /// the store or its superclass.
    @usableFromInline
    static func observedThroughAnotherType(_ made: AnyObject) -> Never {
        preconditionFailure(
            "the observers of this store were made as \(type(of: made)), not as DispatchObservers<\(Self.self)>: "
                + "observe and dispatch on a store through the class marked @Store, not a subclass of it")
    }
}
