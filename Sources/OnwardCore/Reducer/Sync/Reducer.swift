/// A synchronous state change: reads some properties of a store and writes others.
///
/// The key paths are parameter packs, so one reducer reads and writes any number of properties:
/// ```swift
/// Reducer(get: \.isCompleted, set: \.isCompleted) { done in !done }
/// Reducer(setter: \.title, \.isCompleted) { ("Untitled", false) }
/// ```
/// A reducer must be pure: from the same state and arguments, the same new state. A replay of an
/// action log (when a history opens, and at every undo, redo and jump) runs it again. Side effects
/// and reads of the outside world (a clock, a dependency, the network) belong in a ``Middleware``,
/// which a replay does not run again: it plays back, from the log, what the middleware dispatched.
/// A middleware hands what it read to a reducer as an action's argument.
public struct Reducer<S: Store>: ActionComponent {
    /// The reducer as a step of an action.
    public let step: ActionStep<S>

    /// Creates a reducer that reads properties and passes their values to `body`.
    ///
    /// - Parameters:
    ///   - keyPaths: The properties to read.
    ///   - body: Receives the values, in the order of `keyPaths`.
    @inlinable
    public init<each Value>(
        getter keyPaths: repeat KeyPath<S, each Value>,
        do body: @escaping (repeat each Value) -> Void
    ) {
        step = ActionStep { store in
            body(repeat store[keyPath: each keyPaths])
        }
    }

    /// Creates a reducer that writes the values `body` returns.
    ///
    /// - Parameters:
    ///   - keyPaths: The properties to write.
    ///   - body: Returns the new values, in the order of `keyPaths`.
    @inlinable
    public init<each Value>(
        setter keyPaths: repeat ReferenceWritableKeyPath<S, each Value>,
        do body: @escaping () -> (repeat each Value)
    ) {
        step = ActionStep { store in
            let values = body()
            repeat assign(each values, to: each keyPaths, of: store)
        }
    }

    /// Creates a reducer that reads some properties and writes others from their values.
    ///
    /// - Parameters:
    ///   - getKeyPaths: The properties to read.
    ///   - setKeyPaths: The properties to write.
    ///   - body: Receives the read values and returns the new ones, in key path order.
    @inlinable
    public init<each Input, each Output>(
        get getKeyPaths: repeat KeyPath<S, each Input>,
        set setKeyPaths: repeat ReferenceWritableKeyPath<S, each Output>,
        do body: @escaping (repeat each Input) -> (repeat each Output)
    ) {
        step = ActionStep { store in
            let values = body(repeat store[keyPath: each getKeyPaths])
            repeat assign(each values, to: each setKeyPaths, of: store)
        }
    }
}
