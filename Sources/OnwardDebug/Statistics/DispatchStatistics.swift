import OnwardCore

/// Counts every dispatch on a store by action name: how many, how many nested, how long.
///
/// ```swift
/// let statistics = DispatchStatistics<ToDoStore>()
/// store.dispatchObservers.add(statistics)
/// ...
/// print(statistics.summary)
/// // action  count  nested      total    longest
/// // add         3       2    0.12 ms   0.05 ms
/// ```
public final class DispatchStatistics<S: Store>: DispatchObserver {
    /// The counts of each action seen, by name.
    public private(set) var actions: [String: ActionCounts] = [:]

    private let timeSource: TimeSource
    private var running = RunningDispatches<Duration>()

    /// Creates empty statistics.
    ///
    /// - Parameter timeSource: The clock durations are measured with.
    public init(timeSource: TimeSource = .continuous) {
        self.timeSource = timeSource
    }

    /// How many dispatches were seen, of every action.
    public var totalCount: Int {
        actions.values.reduce(0) { $0 + $1.count }
    }

    /// How many times an action was dispatched.
    ///
    /// - Parameter name: The action's name.
    /// - Returns: The count; 0 for an action never seen.
    public func count(of name: String) -> Int {
        actions[name]?.count ?? 0
    }

    /// Forgets everything counted so far.
    public func reset() {
        actions = [:]
    }

    /// Counts the dispatch and starts timing it.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store.
    public func willDispatch(_ event: DispatchEvent, to store: S) {
        actions[event.name, default: ActionCounts()].count += 1
        if running.parent(of: event) != nil { actions[event.name, default: ActionCounts()].nested += 1 }
        running.start(event, on: store, timeSource.now())
    }

    /// Adds the dispatch's duration.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store.
    public func didDispatch(_ event: DispatchEvent, to store: S) {
        let end = timeSource.now()
        guard let start = running.finish(event, on: store) else { return }
        let duration = end - start
        actions[event.name, default: ActionCounts()].totalDuration += duration
        if duration > actions[event.name, default: ActionCounts()].longestDuration {
            actions[event.name, default: ActionCounts()].longestDuration = duration
        }
    }

    /// A table of the counts, most dispatched first (then by name), columns aligned.
    public var summary: String {
        let rows = actions.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }  // most first, then by name
        var table = [["action", "count", "nested", "total", "longest"]]
        for (name, counts) in rows {
            table.append([
                name, String(counts.count), String(counts.nested), DurationText.text(counts.totalDuration),
                DurationText.text(counts.longestDuration),
            ])
        }
        let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            .joined(separator: "  ")
        }
        .joined(separator: "\n")
    }
}
