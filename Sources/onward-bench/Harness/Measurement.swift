import Foundation

/// One row of the table: an operation timed over `count` repetitions.
struct Measurement {
    /// What was measured.
    var operation: String
    /// How many operations one sample runs.
    var count: Int
    /// The median time of one operation, in nanoseconds.
    var medianNanoseconds: Double
    /// The process's peak resident memory while the row ran, in bytes.
    var peakBytes: Int
    /// The heap one item takes, in bytes, for rows that weigh rather than time.
    var heapBytesPerItem: Double? = nil
    /// The Swift heap objects one operation allocates, where they were counted (``Allocations``).
    var allocationsPerOperation: Double? = nil
    /// The row this one is compared with, and the ratio's goal, if any.
    var baseline: String?
    /// The ratio to the baseline row.
    var ratio: Double?
    /// The goal, said plainly (`≥ 5,000,000/s`, `≤ 1.3×`).
    var goal: String?
    /// Whether the goal was met, when there is one.
    var met: Bool?

    /// Operations per second at the median.
    var perSecond: Double { medianNanoseconds > 0 ? 1e9 / medianNanoseconds : .infinity }
}

/// Times `body`, which runs `count` operations, over several samples and keeps the median.
///
/// - Parameters:
///   - samples: How many times to run `body`; one warm-up run comes first.
///   - count: How many operations one run of `body` performs.
///   - body: The work.
/// - Returns: The median nanoseconds per operation, and the peak memory seen.
func measure(samples: Int, count: Int, _ body: () -> Void) -> (median: Double, peak: Int) {
    Memory.resetPeak()
    body()
    var times: [Double] = []
    for _ in 0..<samples {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let end = DispatchTime.now().uptimeNanoseconds
        times.append(Double(end - start) / Double(count))
    }
    return (median(times), Memory.peak())
}

/// Times an operation and its baseline in alternation, sample by sample, so that whatever else
/// the machine does slows both alike; the ratio is the median of the per-sample ratios.
///
/// - Parameters:
///   - samples: How many pairs of runs; one warm-up pair comes first.
///   - count: How many operations one run of each body performs.
///   - baseline: The work to compare with.
///   - body: The work measured.
/// - Returns: The two medians per operation, the median ratio, and the peak memory seen.
func measure(
    samples: Int,
    count: Int,
    against baseline: () -> Void,
    _ body: () -> Void
) -> (median: Double, baselineMedian: Double, ratio: Double, peak: Int) {
    Memory.resetPeak()
    baseline()
    body()
    var times: [Double] = []
    var baselineTimes: [Double] = []
    for _ in 0..<samples {
        baselineTimes.append(time(count, baseline))
        times.append(time(count, body))
    }
    let ratios = zip(times, baselineTimes).map { $0 / max($1, .leastNonzeroMagnitude) }
    return (median(times), median(baselineTimes), median(ratios), Memory.peak())
}

/// Nanoseconds per operation of one run of `body`.
private func time(_ count: Int, _ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)
}

/// The asynchronous form of ``measure(samples:count:_:)``.
nonisolated(nonsending) func measure(
    samples: Int,
    count: Int,
    _ body: nonisolated(nonsending) () async -> Void
) async -> (median: Double, peak: Int) {
    Memory.resetPeak()
    await body()
    var times: [Double] = []
    for _ in 0..<samples {
        let start = DispatchTime.now().uptimeNanoseconds
        await body()
        let end = DispatchTime.now().uptimeNanoseconds
        times.append(Double(end - start) / Double(count))
    }
    return (median(times), Memory.peak())
}

/// The middle value (the mean of the two middle values for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
