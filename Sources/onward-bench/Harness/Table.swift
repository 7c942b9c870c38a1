import Foundation

/// Prints measurements as one aligned table.
enum Table {
    /// The table's text.
    static func render(_ rows: [Measurement]) -> String {
        let header = [
            "operation", "N", "median/op", "ops/s", "peak mem", "heap/op", "allocs/op", "vs baseline", "goal",
        ]
        let cells = rows.map { row -> [String] in
            [
                row.operation,
                row.count.formatted(),
                row.medianNanoseconds.isNaN ? "" : duration(row.medianNanoseconds),
                row.medianNanoseconds.isNaN ? "" : rate(row.perSecond),
                row.peakBytes > 0 ? megabytes(row.peakBytes) : "",
                row.heapBytesPerItem.map { String(format: "%.0f B", $0) } ?? "",
                row.allocationsPerOperation.map { String(format: "%.2f", $0) } ?? "",
                row.ratio.map { String(format: "%.2f× %@", $0, row.baseline ?? "") } ?? "",
                row.goal.map { "\($0) \(row.met == false ? "MISSED" : "met")" } ?? "",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ values: [String]) -> String {
            values.enumerated().map { column, value in
                let pad = String(repeating: " ", count: widths[column] - value.count)
                return column == 0 || column >= 7 ? value + pad : pad + value
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        return ([line(header)] + cells.map(line)).joined(separator: "\n")
    }

    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.1f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }

    static func rate(_ perSecond: Double) -> String {
        guard perSecond.isFinite else { return "∞" }
        return Int(perSecond).formatted()
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}

extension Int {
    /// The number with thousands separators: 1,000,000.
    func formatted() -> String {
        let digits = String(self)
        var result = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0, index.isMultiple(of: 3) { result.append(",") }
            result.append(digit)
        }
        return String(result.reversed())
    }
}
