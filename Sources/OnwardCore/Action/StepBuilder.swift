/// What every result builder of Onward shares: blocks, conditions and loops of steps.
///
/// ``ActionBuilder``, ``ReducerQueueBuilder`` and their async forms differ only in the
/// expressions they accept; the control flow comes from here.
public protocol StepBuilder {
    /// The composed step a builder produces.
    associatedtype Step: ComposableStep
}

extension StepBuilder {
    /// An empty body.
    @inlinable
    public static func buildBlock() -> Step { .empty }

    /// The first component of a block.
    @inlinable
    public static func buildPartialBlock(first: Step) -> Step { first }

    /// The components so far, then the next one.
    @inlinable
    public static func buildPartialBlock(accumulated: Step, next: Step) -> Step { accumulated.then(next) }

    /// An `if` without `else`.
    @inlinable
    public static func buildOptional(_ step: Step?) -> Step { step ?? .empty }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(first: Step) -> Step { first }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither(second: Step) -> Step { second }

    /// The iterations of a `for` loop, in order.
    @inlinable
    public static func buildArray(_ steps: [Step]) -> Step { .sequence(steps) }

    /// A component behind an availability check.
    @inlinable
    public static func buildLimitedAvailability(_ step: Step) -> Step { step }
}
