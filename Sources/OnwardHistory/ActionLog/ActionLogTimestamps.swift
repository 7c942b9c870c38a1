import Foundation

/// Whether the recorder adds an `at` timestamp to each action line, and from which clock.
public struct ActionLogTimestamps {
    let now: (() -> Date)?

    private init(_ now: (() -> Date)?) {
        self.now = now
    }

    /// No timestamps: lines are `{"seq":1,"action":"add","args":["Buy milk"]}`.
    public static var none: ActionLogTimestamps { ActionLogTimestamps(nil) }

    /// The current time, in UTC with milliseconds: `"at":"2026-03-01T09:30:00.000Z"`.
    public static var wallClock: ActionLogTimestamps { ActionLogTimestamps { Date() } }

    /// Times from a given clock.
    ///
    /// - Parameter now: Returns the time to write.
    /// - Returns: The timestamps.
    public static func custom(_ now: @escaping () -> Date) -> ActionLogTimestamps {
        ActionLogTimestamps(now)
    }

    /// The `at` text for the current time, or `nil` without timestamps.
    var text: String? {
        now.map { $0().formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)) }
    }
}
