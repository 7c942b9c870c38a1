/// Where observers read the time to measure how long a dispatch took.
///
/// The default reads a monotonic clock; tests give a source that advances by fixed steps so the
/// durations in the output are the same on every run.
/// ```swift
/// var ticks = 0
/// let fake = TimeSource { ticks += 1; return .milliseconds(ticks) }
/// ```
public struct TimeSource {
    private let read: () -> Duration

    /// Creates a time source.
    ///
    /// - Parameter now: Returns the time elapsed since any fixed origin.
    public init(_ now: @escaping () -> Duration) {
        read = now
    }

    /// The time elapsed since the source's origin.
    ///
    /// - Returns: The elapsed time.
    public func now() -> Duration {
        read()
    }

    /// A monotonic clock, counting from the moment this source was made.
    public static var continuous: TimeSource {
        let origin = ContinuousClock.now
        return TimeSource { ContinuousClock.now - origin }
    }
}
