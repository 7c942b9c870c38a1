import Observation
import Onward
import TodosCore

/// The example's list as a plain `@Observable` class, doing the same search and write as its
/// actions: the floor an observable store's dispatch is weighed against, since it pays
/// Observation's registrar as Onward's stores do, and nothing else.
@Observable
final class PlainToDoList {
    var todos: [PlainToDo] = []
    var nextID = 1

    @inline(never)
    func add(_ title: String) {
        todos.append(PlainToDo(id: nextID, title: title))
        nextID += 1
    }

    @inline(never)
    func toggle(_ id: Int) {
        todos.first { $0.id == id }?.isCompleted.toggle()
    }
}

/// The rows that weigh the example's actions against the same work on plain `@Observable`
/// classes, in time and in heap allocations, each pair timed in alternation.
enum FloorRows {
    @inline(never)
    static func toggle(_ store: ToDoStore, _ id: Int) { store.dispatch(\.toggle, id) }

    @inline(never)
    static func add(_ store: ToDoStore) { store.dispatch(\.add, "Todo") }

    /// A list of `size` todos, as a store and as the plain class.
    private static func lists(_ size: Int) -> (ToDoStore, PlainToDoList) {
        let store = ToDoStore()
        let plain = PlainToDoList()
        for _ in 0..<size {
            store.dispatch(\.add, "Todo")
            plain.add("Todo")
        }
        return (store, plain)
    }

    static func run(count: Int, samples: Int, sizes: [Int]) -> [Measurement] {
        var rows: [Measurement] = []
        for (size, goal) in zip(sizes, [1.25, 1.15, 1.1]) {
            let (store, plain) = lists(size)
            let id = size / 2 + 1
            let repeats = max(1, count / size)
            let timing = measure(samples: samples, count: repeats) {
                for _ in 0..<repeats { plain.toggle(id) }
            } _: {
                for _ in 0..<repeats { toggle(store, id) }
            }
            var floor = Measurement(
                operation: "toggle one todo among \(size.formatted()), plain @Observable (baseline)", count: repeats,
                baselineOf: timing)
            floor.allocationsPerOperation = Allocations.perOperation(repeats) {
                for _ in 0..<repeats { plain.toggle(id) }
            }
            var onward = Measurement(operation: "  the example's toggle", count: repeats, timing)
                .compared(with: "@Observable", goal: "≤ \(goal)×", ratioAtMost: goal)
            onward.allocationsPerOperation = Allocations.perOperation(repeats) {
                for _ in 0..<repeats { toggle(store, id) }
            }
            rows += [floor, onward]
        }
        // Adding grows the list, so each run adds `size` todos to an empty one.
        let size = sizes.dropFirst().first ?? sizes[0]
        let timing = measure(samples: samples, count: size) {
            let plain = PlainToDoList()
            for _ in 0..<size { plain.add("Todo") }
        } _: {
            let store = ToDoStore()
            for _ in 0..<size { add(store) }
        }
        var floor = Measurement(
            operation: "add \(size.formatted()) todos to an empty list, plain @Observable (baseline)", count: size,
            baselineOf: timing)
        floor.allocationsPerOperation = Allocations.perOperation(size) {
            let plain = PlainToDoList()
            for _ in 0..<size { plain.add("Todo") }
        }
        var onward = Measurement(operation: "  the example's add", count: size, timing)
            .compared(with: "@Observable", goal: "≤ 1.15×", ratioAtMost: 1.15)
        onward.allocationsPerOperation = Allocations.perOperation(size) {
            let store = ToDoStore()
            for _ in 0..<size { add(store) }
        }
        rows += [floor, onward]
        return rows
    }
}
