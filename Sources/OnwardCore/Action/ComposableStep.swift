/// A step of an action that composes: nothing, one after another, several in order.
public protocol ComposableStep {
    /// A step that does nothing.
    static var empty: Self { get }

    /// This step followed by another.
    func then(_ next: Self) -> Self

    /// Several steps, in order.
    static func sequence(_ steps: [Self]) -> Self
}
