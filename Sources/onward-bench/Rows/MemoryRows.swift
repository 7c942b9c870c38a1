import Foundation
import Observation
import TodosCore

/// The same properties as a todo, in a plain `@Observable` class: the baseline of heap per store,
/// and the element of the floor the dispatch rows are weighed against.
@Observable
final class PlainToDo {
    let id: Int
    var title: String
    var isCompleted = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The rows that weigh a store: heap bytes per todo, each kind made in a process of its own, so
/// that nothing freed by an earlier row is reused and hides the cost.
enum MemoryRows {
    /// The kinds of object weighed, by the name the child process is given.
    static let kinds = ["observable", "store"]

    /// Weighs `count` objects of each kind, each in a new run of this program.
    static func run(count: Int) throws -> [Measurement] {
        let plain = try weigh("observable", count: count)
        let store = try weigh("store", count: count)
        var plainRow = Measurement(operation: "a plain @Observable class of 3 properties (baseline)", count: count)
        plainRow.heapBytesPerItem = plain
        var storeRow = Measurement(operation: "a ToDo store with the same properties", count: count)
        storeRow.heapBytesPerItem = store
        storeRow.baseline = "plain"
        storeRow.ratio = store / plain
        storeRow.goal = "≤ 1.25×"
        storeRow.met = store <= 1.25 * plain
        return [plainRow, storeRow]
    }

    /// The resident bytes that `count` objects of a kind add to a new process, per object.
    private static func weigh(_ kind: String, count: Int) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--weigh", kind, String(count)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
    }

    /// In the child process: makes `count` objects of a kind after a first one, keeps them, and
    /// prints the resident bytes they added, per object.
    static func weighInThisProcess(_ kind: String, count: Int) {
        func make(_ id: Int) -> AnyObject {
            kind == "observable" ? PlainToDo(id: id, title: "Todo") : ToDo(id: id, title: "Todo")
        }
        var kept: [AnyObject] = []
        kept.reserveCapacity(count + 1)
        // One first, outside the count: what the first object of a type costs once (its type's
        // metadata, the code run for the first time) is not a cost of each.
        kept.append(make(-1))
        let before = residentBytes()
        for id in 0..<count {
            kept.append(make(id))
        }
        let after = residentBytes()
        blackHole(kept)
        print(Double(after - before) / Double(count))
    }

    /// The process's resident size, from `/proc/self/statm`.
    private static func residentBytes() -> Int {
        guard let data = FileManager.default.contents(atPath: "/proc/self/statm"),
            let pages = String(decoding: data, as: UTF8.self).split(separator: " ").dropFirst().first.flatMap({
                Int($0)
            })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

extension Measurement {
    /// A row that holds no timing.
    init(operation: String, count: Int) {
        self.init(operation: operation, count: count, medianNanoseconds: .nan, peakBytes: 0)
    }
}
