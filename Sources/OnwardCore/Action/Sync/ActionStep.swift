/// The composed body of an action: its components, in declaration order, as one function.
///
/// Result builders fold the components of an action into a single step when the action is built,
/// so a dispatch runs one closure instead of walking a list.
public struct ActionStep<S: Store>: ComposableStep {
    /// Runs the components on a store.
    public let run: (S) -> Void

    /// Creates a step from a function that runs on a store.
    ///
    /// - Parameter run: Runs the components on a store.
    @inlinable
    public init(_ run: @escaping (S) -> Void) {
        self.run = run
    }

    /// A step that does nothing.
    @inlinable
    public static var empty: Self { Self { _ in } }

    /// This step followed by another.
    ///
    /// - Parameter next: The step to run after this one.
    /// - Returns: A step that runs both, in order.
    @inlinable
    public func then(_ next: Self) -> Self {
        Self { store in
            self.run(store)
            next.run(store)
        }
    }

    /// Several steps, in order.
    @inlinable
    public static func sequence(_ steps: [Self]) -> Self {
        Self { store in
            for step in steps { step.run(store) }
        }
    }
}
