import Foundation
import Onward
import Testing

// The code of RecordingActionLogs.md: a grocery list recorded to an action log, undone, replayed
// into a new store, and a damaged log reported.

@Store(GroceryInteractor.self)
final class GroceryList {
    var items: [String] = []
}

@Interactor
final class GroceryInteractor {
    var add: Action<GroceryList, String> {
        Action { item in
            Reducer(get: \.items, set: \.items) { $0 + [item] }
        }
    }

    var remove: Action<GroceryList, Int> {
        Action { index in
            Reducer(get: \.items, set: \.items) { items in
                var items = items
                if items.indices.contains(index) { items.remove(at: index) }
                return items
            }
        }
    }
}

@MainActor
let groceryActions = ActionRegistry<GroceryList>.storeActions()

/// A folder of its own for each test, removed when the test ends.
struct ScratchFolder: ~Copyable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("onward-docs-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

@MainActor
@Suite struct RecordingActionLogsTests {
    @Test func recordAndReplay() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/groceries.jsonl"

        let list = GroceryList()
        let recorder = try ActionLogRecorder(path: path, registry: groceryActions)
        list.dispatchObservers.add(recorder)
        list.dispatch(\.add, "Milk")
        list.dispatch(\.add, "Bread")
        list.dispatch(\.remove, 0)
        recorder.close()

        let recorded = """
            {"format":"onward-action-log","version":2,"store":"GroceryList"}
            {"seq":1,"action":"add","args":["Milk"]}
            {"seq":2,"action":"add","args":["Bread"]}
            {"seq":3,"action":"remove","args":[0]}
            """
        #expect(try String(contentsOfFile: path, encoding: .utf8) == recorded + "\n")

        let replayed = GroceryList()
        let replay = try ActionLogReplayer(registry: groceryActions).replay(path, into: replayed)
        // replay.actionsApplied == 3, replayed.items == ["Bread"]: the state the list is in
        let replayedHash = StateSnapshot(of: replayed).canonicalHash
        let reachedTheSameState = replayedHash == StateSnapshot(of: list).canonicalHash  // true
        #expect(replay.actionsApplied == 3 && replayed.items == ["Bread"] && reachedTheSameState)

        let contents = try ActionLogReplayer(registry: groceryActions).contents(of: path, for: GroceryList())
        // contents.entries.map(\.action) == ["add", "add", "remove"], contents.position == 3
        #expect(contents.entries.map(\.action) == ["add", "add", "remove"] && contents.position == 3)
    }

    @Test func appendToAnExistingLog() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/groceries.jsonl"
        try ActionLogRecorder(path: path, registry: groceryActions).close()
        let list = GroceryList()
        list.dispatch(\.add, "Eggs")

        let replay = try ActionLogReplayer(registry: groceryActions).replay(path, into: list)
        let recorder = try ActionLogRecorder(appendingTo: path, registry: groceryActions)
        list.dispatchObservers.add(recorder)
        list.dispatch(\.add, "Tea")
        #expect(replay.actionsApplied == 0 && recorder.actionCount == 1)
    }

    @Test func aBadLineIsReportedWithItsPlace() throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/groceries.jsonl"
        let damaged = """
            {"format":"onward-action-log","version":2,"store":"GroceryList"}
            {"seq":1,"action":"add","args":["Milk"]}
            {"seq":2,"action":"restock","args":[]}
            """
        try (damaged + "\n").write(toFile: path, atomically: true, encoding: .utf8)

        let list = GroceryList()
        let report = replayReportingProblems(path, into: list)
        let expected = """
            groceries.jsonl:3: unknown action "restock": not registered for GroceryList
            """
        #expect(report.replacingOccurrences(of: folder.path + "/", with: "") == expected)
        #expect(list.items == ["Milk"])
    }
}

@MainActor
let groceryActionsReadingVersion1 = ActionRegistry<GroceryList>.storeActions()
    .register(\GroceryInteractor.add, as: "addItem")  // version 1's name for add

@MainActor
@Suite struct ChangingAnActionTests {
    let version1 = """
        {"format":"onward-action-log","version":2,"store":"GroceryList"}
        {"seq":1,"action":"addItem","args":["Milk"]}
        """

    @Test func aRenamedActionIsReadByItsOldName() async throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/groceries.jsonl"
        try (version1 + "\n").write(toFile: path, atomically: true, encoding: .utf8)

        let list = GroceryList()
        let history = try await StoreHistory.open(path, recording: list, registry: groceryActionsReadingVersion1)
        list.dispatch(\.add, "Tea")  // logged as "add"
        #expect(list.items == ["Milk", "Tea"] && history.savedEverything)
        let logged = version1 + "\n" + #"{"seq":2,"action":"add","args":["Tea"]}"# + "\n"
        #expect(try String(contentsOfFile: path, encoding: .utf8) == logged)
    }

    @Test func withoutItsOldNameTheLogIsRefused() async throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/groceries.jsonl"
        try (version1 + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try await StoreHistory.open(path, recording: GroceryList())
            Issue.record("a log naming an unknown action was opened")
        } catch {
            guard case .corrupt(let location, let reason) = error else {
                Issue.record("unexpected error: \(error)")
                return
            }
            #expect(location == path + ":2")
            #expect(reason == #"unknown action "addItem": not registered for GroceryList"#)
        }
    }
}

@MainActor
func replayReportingProblems(_ path: String, into list: GroceryList) -> String {
    do {
        let replay = try ActionLogReplayer(registry: groceryActions).replay(path, into: list)
        return "replayed \(replay.actionsApplied) of \(replay.actionCount) actions"
    } catch {
        switch error.kind {
        case .tornFinalLine:
            return "\(error)\nthe log ends mid-line, as a crash leaves it: the complete lines before it were replayed"
        default:
            return "\(error)"  // the list keeps the state of the last good line
        }
    }
}
