import Foundation
import Onward
import Synchronization
import Testing

@testable import TodosCore

/// Counts the dispatches a store sees, to prove a refused request is never dispatched.
final class DispatchCounter: DispatchObserver {
    var names: [String] = []
    func willDispatch(_ event: DispatchEvent, to store: ToDoStore) {
        if event.depth == 0 { names.append(event.name) }
    }
    func didDispatch(_ event: DispatchEvent, to store: ToDoStore) {}
}

@MainActor
@Suite(.serialized) struct TodoInteractorTests {
    let store = ToDoStore()
    let counter = DispatchCounter()

    init() {
        store.dispatchObservers.add(counter)
    }

    var summary: [String] { store.todos.map { "\($0.id)\($0.isCompleted ? "x" : " ")\($0.title)" } }

    @Test func addTrimsTitlesAndAssignsIdsInOrder() async throws {
        store.dispatch(\.add, try store.interactor.checkedTitle("  Buy milk \n"))
        store.dispatch(\.add, try store.interactor.checkedTitle("Call Ann"))
        #expect(summary == ["1 Buy milk", "2 Call Ann"])
        #expect(counter.names == ["add", "add"])
    }

    @Test func idsAreNeverReused() async throws {
        store.dispatch(\.add, try store.interactor.checkedTitle("a"))
        store.dispatch(\.add, try store.interactor.checkedTitle("b"))
        store.dispatch(\.remove, try store.interactor.checkedID(2, in: store))
        store.dispatch(\.add, try store.interactor.checkedTitle("c"))
        #expect(summary == ["1 a", "3 c"])
    }

    @Test func toggleEditRemoveAndClear() async throws {
        for title in ["a", "b", "c"] { store.dispatch(\.add, try store.interactor.checkedTitle(title)) }
        store.dispatch(\.toggle, try store.interactor.checkedID(1, in: store))
        store.dispatch(\.toggle, try store.interactor.checkedID(3, in: store))
        store.dispatch(\.edit, try store.interactor.checkedID(2, in: store), try store.interactor.checkedTitle(" B "))
        #expect(summary == ["1xa", "2 B", "3xc"])
        store.dispatch(\.toggle, try store.interactor.checkedID(3, in: store))
        store.dispatch(\.clearCompleted)
        #expect(summary == ["2 B", "3 c"])
        #expect(counter.names == ["add", "add", "add", "toggle", "toggle", "edit", "toggle", "clearCompleted"])
    }

    @Test func refusedRequestsChangeNothingAndAreNotDispatched() async throws {
        store.dispatch(\.add, try store.interactor.checkedTitle("keep"))
        let before = store.stateJSON
        #expect(throws: TodoError.emptyTitle) { store.dispatch(\.add, try store.interactor.checkedTitle("   ")) }
        #expect(throws: TodoError.unknownID(9)) {
            store.dispatch(\.toggle, try store.interactor.checkedID(9, in: store))
        }
        #expect(throws: TodoError.unknownID(9)) {
            store.dispatch(\.edit, try store.interactor.checkedID(9, in: store), try store.interactor.checkedTitle("x"))
        }
        #expect(throws: TodoError.emptyTitle) {
            store.dispatch(\.edit, try store.interactor.checkedID(1, in: store), try store.interactor.checkedTitle(" "))
        }
        #expect(throws: TodoError.unknownID(0)) {
            store.dispatch(\.remove, try store.interactor.checkedID(0, in: store))
        }
        #expect(throws: TodoError.titleTooLong(201, maximum: 200)) {
            store.dispatch(\.add, try store.interactor.checkedTitle(String(repeating: "x", count: 201)))
        }
        #expect(store.stateJSON == before)
        #expect(counter.names == ["add"])
    }

    @Test func errorsSayWhatWasWrong() {
        #expect(TodoError.unknownID(4).description == "no todo has id 4")
        #expect(TodoError.emptyTitle.description == "the title is empty")
    }

    @Test func stateJSONHasSortedKeys() async throws {
        store.dispatch(\.add, try store.interactor.checkedTitle("Buy \"milk\" / bread"))
        store.dispatch(\.toggle, try store.interactor.checkedID(1, in: store))
        #expect(store.stateJSON == #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy \"milk\" / bread"}]}"#)
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func importReadsTitlesAndCheckboxesThroughTheInjectedReader(lineEnd: String) async throws {
        let reader = FileReader { path in
            #expect(path == "list.md")
            return ["Plain title", "", "- [x] Done one", "- [ ] Open one", "   ", ""].joined(separator: lineEnd)
        }
        try await OnwardContainer.withOverrides {
            $0[\.fileReader] = reader
        } run: {
            store.dispatch(\.add, try store.interactor.checkedTitle("first"))
            try await store.importCheckedFile("list.md")
        }
        #expect(summary == ["1 first", "2 Plain title", "3xDone one", "4 Open one"])
        #expect(counter.names == ["add", "importFile"])
    }

    @Test func importReadsTheFileOnceAndAddsWhatWasChecked() async throws {
        let reads = Mutex(0)
        // A file that changes between reads: the second would hold a title too long to add.
        let reader = FileReader { _ in
            reads.withLock { $0 += 1 }
            return reads.withLock { $0 } == 1 ? "Milk\n" : String(repeating: "y", count: 300) + "\n"
        }
        try await OnwardContainer.withOverrides {
            $0[\.fileReader] = reader
        } run: {
            try await store.importCheckedFile("list.md")
        }
        #expect(reads.withLock { $0 } == 1)
        #expect(summary == ["1 Milk"])
    }

    @Test(arguments: [
        ("missing.txt", nil, "no such file"), ("binary.txt", [0xFF, 0xFE, 0x00] as [UInt8], "not UTF-8 text"),
    ])
    func aFileThatCannotBeReadIsRefusedSayingWhy(name: String, bytes: [UInt8]?, reason: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let bytes { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        let path = folder.appendingPathComponent(name).path
        await OnwardContainer.withOverrides {
            $0[\.fileReader] = .fileSystem
        } run: {
            await #expect(throws: TodoError.unreadableFile(path, reason: reason)) {
                try await store.importCheckedFile(path)
            }
        }
        #expect(store.todos.isEmpty)
    }

    @Test func importOfAnUnreadableFileIsRefused() async {
        await OnwardContainer.withOverrides {
            $0[\.fileReader] = FileReader { _ in throw CocoaLikeError() }
        } run: {
            await #expect(throws: TodoError.unreadableFile("gone.txt", reason: "boom")) {
                try await store.importCheckedFile("gone.txt")
            }
        }
        #expect(counter.names.isEmpty)
    }

    @Test func importWithATooLongTitleNamesTheLine() async {
        let long = String(repeating: "y", count: 300)
        await OnwardContainer.withOverrides {
            $0[\.fileReader] = FileReader { _ in "ok\n\(long)\n" }
        } run: {
            await #expect(
                throws: TodoError.unreadableFile(
                    "f", reason: "line 2: the title has 300 characters; at most 200 are allowed")
            ) {
                try await store.importCheckedFile("f")
            }
        }
        #expect(store.todos.isEmpty)
    }

    @Test func theActionsIgnoreUnknownIdsWhenDispatchedDirectly() {
        store.dispatch(\.toggle, 5)
        store.dispatch(\.edit, 5, "x")
        store.dispatch(\.remove, 5)
        #expect(store.todos.isEmpty)
    }
}

struct CocoaLikeError: Error, CustomStringConvertible {
    var description: String { "boom" }
}
