import Foundation
import Observation
import Onward
import OnwardTesting
import Testing

// The code of README.md's "Onward in five minutes", compiled and run, so the README stays true.

struct TitleValidator {
    var maximumLength = 200
    func isValid(_ title: String) -> Bool { !title.isEmpty && title.count <= maximumLength }
}

extension OnwardContainer {
    @Inward var validator: TitleValidator = .init()
}

@Interactor
final class TodoInteractor {
    @Outward(\.validator) var validator  // type inferred from the key path

    var add: Action<ToDoStore, String> {  // an inline action with an argument
        Action { title in
            Reducer(update: \.todos) { $0.append(ToDo(title: title)) }  // in place: no copy
        }
    }

    var rename: Action<ToDo, String> {
        Action { title in
            Middleware { proxy in  // middleware sees a read-only proxy ...
                guard proxy.title != title else { return }
                proxy.dispatch(\.titleMutator, title)  // ... and changes state only by dispatching
            }
        }
    }

    @Reducer(ToDo.self, get: \.isCompleted, set: \.isCompleted)
    func flip(_ done: Bool) -> Bool { !done }  // adds `var toDoFlipReducer: Reducer<ToDo>`

    @Action(reducers: \Self.toDoFlipReducer)
    var toggle: Action<ToDo>  // composed from named components, in order

    var importFile: AsyncAction<ToDoStore, String> {
        AsyncAction { path in
            AsyncMiddleware { proxy in
                await Task.yield()
                proxy.dispatch(\.add, "from \(path)")
            }
        }
    }
}

@Observable
@Store(TodoInteractor.self)
final class ToDoStore {
    var todos: [ToDo] = []
}

@Observable
@Store(TodoInteractor.self)
final class ToDo {
    var title = ""
    var isCompleted = false

    init(title: String = "") {
        self.title = title
    }
}

extension ToDoStore: SavableStore {
    var state: [String] { todos.map(\.title) }
    func restore(_ titles: [String]) { dispatch(\.todosMutator, titles.map { ToDo(title: $0) }) }
}

@MainActor
@Suite struct ReadmeTourTests {
    @Test func keepItsHistory() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID()).jsonl").path
        defer { for file in [path, path + ".snapshot"] { unlink(file) } }
        let store = ToDoStore()
        let history = try await StoreHistory.open(path, recording: store)
        store.dispatch(\.add, "Buy milk")  // in the log before dispatch returns
        try await history.travel(to: history.position - 1)  // undo, in place
        #expect(store.todos.isEmpty && history.undoneCount == 1)
        history.close()
        let reopened = ToDoStore()
        _ = try await StoreHistory.open(path, recording: reopened)
        #expect(reopened.todos.isEmpty)
    }

    @Test func dispatch() async {
        let store = ToDoStore()
        store.dispatch(\.add, "Buy milk")
        #expect(store.todos.count == 1)
        store.todos[0].dispatch(\.toggle)
        store.todos[0].dispatch(\.titleMutator, "Buy oat milk")
        await store.dispatch(\.importFile, "todos.md")
        #expect(store.todos.map(\.title) == ["Buy oat milk", "from todos.md"])
        #expect(store.todos[0].isCompleted)
        store.todos[1].dispatch(\.rename, "Call Ann")
        #expect(store.todos[1].title == "Call Ann")
    }

    @Test func testEveryChange() async {
        let store = TestStore(ToDoStore())
        store.dispatch(\.add, "Buy milk") {
            $0.todos.append(ToDo(title: "Buy milk"))
        }
        await store.dispatch(\.importFile, "todos.md")  // its middleware dispatches `add` ...
        await store.receive(\.add, "from todos.md") {  // ... which the test must receive
            $0.todos.append(ToDo(title: "from todos.md"))
        }
    }

    @Test func testWithFakes() {
        OnwardContainer.withOverrides {
            $0[\.validator] = TitleValidator(maximumLength: 3)
        } run: {
            #expect(!TodoInteractor.build().validator.isValid("Buy milk"))
        }
    }
}
