/// Short text for a duration, as the debug log writes it: `850 µs`, `12.35 ms`, `1.20 s`.
///
/// The same rounding as the debug log's own (OnwardDebug's `DurationText`, internal to its
/// debug log), so a page and a debug log of one replay agree.
enum PageDuration {
    /// The text of a non-negative duration.
    static func text(_ duration: Duration) -> String {
        let parts = duration.components
        let nanoseconds = max(0, parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000)
        if nanoseconds < 999_500 { return "\((nanoseconds + 500) / 1_000) µs" }
        if nanoseconds < 999_995_000 { return hundredths((nanoseconds + 5_000) / 10_000) + " ms" }
        return hundredths((nanoseconds + 5_000_000) / 10_000_000) + " s"
    }

    private static func hundredths(_ value: Int64) -> String {
        let fraction = value % 100
        return "\(value / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
