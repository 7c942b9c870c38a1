/// The composed body of an asynchronous action, awaited component by component.
public struct AsyncActionStep<S: Store>: ComposableStep {
    /// Runs the components on a store, awaiting each in turn.
    public let run: nonisolated(nonsending) (S) async -> Void

    /// Creates a step from an asynchronous function that runs on a store.
    ///
    /// - Parameter run: Runs the components on a store, awaiting each in turn.
    @inlinable
    public init(_ run: nonisolated(nonsending) @escaping (S) async -> Void) {
        self.run = run
    }

    /// A step that does nothing.
    @inlinable
    public static var empty: Self { Self { _ in } }

    /// This step followed by another.
    ///
    /// - Parameter next: The step to await after this one.
    /// - Returns: A step that awaits both, in order.
    @inlinable
    public func then(_ next: Self) -> Self {
        Self { store in
            await self.run(store)
            await next.run(store)
        }
    }

    /// Several steps, in order.
    @inlinable
    public static func sequence(_ steps: [Self]) -> Self {
        Self { store in
            for step in steps { await step.run(store) }
        }
    }
}
