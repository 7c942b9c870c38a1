import Foundation
import Onward
import Testing

// The code of KeepingAStoresHistory.md: the grocery list of RecordingActionLogs.swift, made
// durable and undoable by StoreHistory.

extension GroceryList: SavableStore {
    var state: [String] { items }
    func restore(_ state: [String]) { dispatch(\.itemsMutator, state) }
}

@MainActor
@Suite struct KeepingAStoresHistoryTests {
    @Test func openDispatchMoveInTimeAndOpenAgain() async throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/groceries.jsonl"
        do {
            let list = GroceryList()
            let history = try await StoreHistory.open(path, recording: list)
            list.dispatch(\.add, "Milk")
            list.dispatch(\.add, "Bread")
            list.dispatch(\.remove, 0)
            try await history.travel(to: history.position - 1)  // undo: list.items == ["Milk", "Bread"]
            try await history.travel(to: history.position + 1)  // redo: ["Bread"]
            history.close()  // takes a snapshot and lets go of the file
            #expect(list.items == ["Bread"] && history.undoneCount == 0)
        }
        let reopened = GroceryList()
        let again = try await StoreHistory.open(path, recording: reopened)
        // reopened.items == ["Bread"], again.position == 3
        #expect(reopened.items == ["Bread"] && again.position == 3)
    }

    @Test func aNewActionAfterAnUndoDropsTheUndoneOnes() async throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/groceries.jsonl"
        let list = GroceryList()
        let history = try await StoreHistory.open(path, recording: list)
        list.dispatch(\.add, "Milk")
        list.dispatch(\.add, "Bread")
        list.dispatch(\.remove, 0)
        try await history.travel(to: 2)
        let mark = history.mark
        list.dispatch(\.add, "Tea")  // drops the undone removal: ["Milk", "Bread", "Tea"]
        #expect(list.items == ["Milk", "Bread", "Tea"])
        #expect(history.droppedActions(since: mark) == 3...3)
        let afterUndo = """
            {"format":"onward-action-log","version":2,"store":"GroceryList"}
            {"seq":1,"action":"add","args":["Milk"]}
            {"seq":2,"action":"add","args":["Bread"]}
            {"seq":3,"action":"add","args":["Tea"]}
            """
        #expect(try String(contentsOfFile: path, encoding: .utf8) == afterUndo + "\n")
    }

    @Test func undoAndRedoStepByStep() async throws {
        let folder = try ScratchFolder()
        let list = GroceryList()
        let history = try await StoreHistory.open(
            folder.path + "/groceries.jsonl", recording: list)
        list.dispatch(\.add, "Milk")
        list.dispatch(\.add, "Bread")
        list.dispatch(\.remove, 0)
        try await history.travel(to: history.position - 1)
        #expect(list.items == ["Milk", "Bread"])
        try await history.travel(to: history.position + 1)
        #expect(list.items == ["Bread"])
        try await history.travel(to: history.position - 1)
        try await history.travel(to: history.position - 1)
        #expect(list.items == ["Milk"])
    }

    @Test func noticesComeThroughOneFunction() async throws {
        let folder = try ScratchFolder()
        let path = folder.path + "/groceries.jsonl"
        let watched = try await StoreHistory.open(path, recording: GroceryList()) {
            if case .stoppedSaving(let issue) = $0 { print("not saved: \(issue.reason)") }
        }
        #expect(watched.savedEverything)
    }

    @Test func aHistoryWithoutAFileUndoes() async throws {
        let list = GroceryList()
        let history = try await StoreHistory.inMemory(recording: list)
        list.dispatch(\.add, "Milk")
        try await history.travel(to: 0)
        #expect(list.items.isEmpty)
    }
}
