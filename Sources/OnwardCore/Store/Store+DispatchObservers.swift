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
        observerStorage.made = made
        return made
    }

    /// Whether an observer is installed on the store now: the check every dispatch makes first.
    @inlinable
    public var hasObservers: Bool {
        guard let observers = madeObservers else { return false }
        return !observers.isEmpty
    }

    /// Whether a history of the store whose state holds this one claims it (see
    /// ``NestedStoreClaim``): the second check every dispatch makes.
    @inlinable
    var isClaimed: Bool { observerStorage.claim != nil }

    /// The store's observers if they were made: all that a dispatch looks at, two loads and a
    /// compare when the store was never observed.
    @inlinable
    var madeObservers: DispatchObservers<Self>? {
        guard let made = observerStorage.made else { return nil }
        guard ObjectIdentifier(type(of: made)) == ObjectIdentifier(DispatchObservers<Self>.self) else {
            Self.observedThroughAnotherType(made)
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
