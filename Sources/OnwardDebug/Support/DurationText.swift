/// Short text for a duration: `850 µs`, `12.35 ms`, `1.20 s`, as the debug log and the inspector
/// show it.
package enum DurationText {
    /// The text of a duration, rounded to what a person reads.
    package static func text(_ duration: Duration) -> String {
        let parts = duration.components
        let nanoseconds = max(0, parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000)
        if nanoseconds < 999_500 {
            return "\((nanoseconds + 500) / 1_000) µs"
        }
        if nanoseconds < 999_995_000 {
            return hundredths((nanoseconds + 5_000) / 10_000) + " ms"
        }
        return hundredths((nanoseconds + 5_000_000) / 10_000_000) + " s"
    }

    private static func hundredths(_ value: Int64) -> String {
        let fraction = value % 100
        return "\(value / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
