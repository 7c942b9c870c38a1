import Foundation
import Onward

/// A store that is not the Todos one: a count, and a list of the notes added to it.
@Store(CounterInteractor.self)
final class Counter {
    var count = 0
    var notes: [String] = []
}

@Interactor
final class CounterInteractor {
    var add: Action<Counter, Int> {
        Action { amount in
            Reducer(get: \.count, set: \.count) { $0 + amount }
        }
    }

    var note: Action<Counter, String> {
        Action { text in
            Reducer(get: \.notes, set: \.notes) { $0 + [text] }
        }
    }

    /// Doubles the count: an action whose name, `twice`, is not its property's.
    var double: Action<Counter> {
        Action("twice") {
            Reducer(get: \.count, set: \.count) { $0 * 2 }
        }
    }

    /// The name of ``half``, which is not a literal where the action is built.
    static let halfName = "halve"

    /// Halves the count: an action named by a constant.
    var half: Action<Counter> {
        Action(CounterInteractor.halfName) {
            Reducer(get: \.count, set: \.count) { $0 / 2 }
        }
    }

    /// Adds one: an action whose name needs escapes in Swift.
    var increment: Action<Counter> {
        Action(#"say "one" \ add"#) {
            Reducer(get: \.count, set: \.count) { $0 + 1 }
        }
    }

    /// The name of ``twice``, which is not a literal where the action is built.
    static let otherName = "other"

    /// A property named like another action's literal name, whose own name the macro cannot read:
    /// not a duplicate.
    var twice: Action<Counter> {
        Action(CounterInteractor.otherName) {
            Reducer(get: \.count, set: \.count) { $0 + 3 }
        }
    }

    /// An action built with its type's generic argument written out.
    var special: Action<Counter> {
        Action<Counter>("special2") {
            Reducer(get: \.count, set: \.count) { $0 + 4 }
        }
    }

    /// An action whose getter has several statements: only the built action knows its name.
    var multi: Action<Counter> {
        let name = "bump"
        return Action(name) {
            Reducer(get: \.count, set: \.count) { $0 + 5 }
        }
    }

    /// An action whose property needs backticks, named after it without them.
    var `default`: Action<Counter> {
        Action {
            Reducer(get: \.count, set: \.count) { _ in 0 }
        }
    }

    /// Adds after a wait: an asynchronous action, which a log's replay must await.
    var addLater: AsyncAction<Counter, Int> {
        AsyncAction { amount in
            AsyncReducer(get: \.count, set: \.count) { count in
                await Task.yield()
                return count + amount
            }
        }
    }

    /// Sets the count back through a middleware, which dispatches the store's own mutator.
    var reset: Action<Counter> {
        Action {
            Middleware { proxy in proxy.dispatch(\.countMutator, 0) }
        }
    }
}

extension Counter: SavableStore {
    struct State: Codable, Equatable {
        var count: Int
        var notes: [String]
    }

    var state: State { State(count: count, notes: notes) }

    func restore(_ state: State) {
        dispatch(\.countMutator, state.count)
        dispatch(\.notesMutator, state.notes)
    }

    static func isPlausible(_ state: State) -> Bool { state.count >= 0 }
}

/// A folder of its own for each test, removed when the test ends.
final class Folder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("onward-history-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ name: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8))
    }

    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
}

/// Opens a counter's history on a log, collecting what it reports.
final class Opened {
    let counter = Counter()
    var notices: [HistoryNotice] = []
    var history: StoreHistory<Counter>!

    init(_ path: String, options: HistoryOptions = HistoryOptions(), counting dispatches: DispatchCounter? = nil)
        async throws(HistoryOpenError)
    {
        if let dispatches { counter.dispatchObservers.add(dispatches) }
        history = try await StoreHistory.open(
            path, recording: counter, registry: .storeActions(), options: options,
            report: { [unowned self] in notices.append($0) })
    }
}

extension Opened {
    /// Opens `c.jsonl` in a folder, adds 1, 2, 3 and 4, moves to an action if asked, and closes
    /// the history, which writes its snapshot.
    static func addOneToFour(in folder: Folder, thenTravelTo target: Int? = nil) async throws {
        let opened = try await Opened(folder.file("c.jsonl"))
        for amount in 1...4 { opened.counter.dispatch(\.add, amount) }
        if let target { try await opened.history.travel(to: target) }
        opened.history.close()
    }
}

/// Counts the top-level dispatches on a counter.
final class DispatchCounter: DispatchObserver {
    var count = 0

    func willDispatch(_ event: DispatchEvent, to store: Counter) {
        if event.depth == 0 { count += 1 }
    }

    func didDispatch(_ event: DispatchEvent, to store: Counter) {}
}
