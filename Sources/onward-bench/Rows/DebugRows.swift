import Onward
import TodosCore

/// The debug middleware toggling one todo among 10, 1,000 and 10,000: the cost per action must
/// follow the size of the change, not the size of the state.
enum DebugRows {
    @MainActor
    static func run(sizes: [Int], count: Int, samples: Int) -> [Measurement] {
        var rows: [Measurement] = []
        var smallest: (median: Double, peak: Int)?
        for size in sizes {
            let store = ToDoStore()
            for index in 1...size { store.dispatch(\.add, "Todo \(index)") }
            var written = 0
            let debug = DebugMiddleware<ToDoStore>(
                options: DebugOptions(output: DebugOutput { written += $0.utf8.count }, color: .never)
            )
            store.dispatchObservers.add(debug)
            let target = size / 2 + 1
            let timing = measure(samples: samples, count: count) {
                for _ in 0..<count { store.dispatch(\.toggle, target) }
            }
            store.dispatchObservers.remove(debug)
            blackHole(written)
            let row = Measurement(
                operation: "debug middleware + diff, toggle 1 of \(size.formatted()) todos",
                count: count,
                timing
            )
            if let smallest {
                rows.append(row.compared(with: "\(sizes[0]) todos", smallest, goal: "≤ 10×", ratioAtMost: 10))
            } else {
                rows.append(row)
                smallest = timing
            }
        }
        return rows
    }
}
