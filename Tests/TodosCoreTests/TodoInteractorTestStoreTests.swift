import Onward
import OnwardTesting
import Testing

@testable import TodosCore

/// The interactor's actions, each with every change it makes asserted by a test store.
@MainActor @Suite(.timeLimit(.minutes(5))) struct TodoInteractorTestStoreTests {
    @Test func eachActionChangesOnlyWhatItSays() {
        let store = TestStore(ToDoStore())
        store.dispatch(\.add, "Milk") {
            $0.todos.append(ToDo(id: 1, title: "Milk"))
            $0.nextID = 2
        }
        store.dispatch(\.add, "Eggs") {
            $0.todos.append(ToDo(id: 2, title: "Eggs"))
            $0.nextID = 3
        }
        store.dispatch(\.toggle, 1) { $0.todos[0].isCompleted = true }
        store.dispatch(\.edit, 2, "Brown eggs") { $0.todos[1].title = "Brown eggs" }
        store.dispatch(\.clearCompleted) { $0.todos.remove(at: 0) }
        store.dispatch(\.remove, 2) { $0.todos.removeAll() }
        store.dispatch(\.add, "Bread") {
            $0.todos.append(ToDo(id: 3, title: "Bread"))
            $0.nextID = 4
        }
    }

    @Test func anUnknownIDChangesNothing() {
        let store = TestStore(ToDoStore())
        store.dispatch(\.toggle, 5)
        store.dispatch(\.edit, 5, "x")
        store.dispatch(\.remove, 5)
    }

    @Test func importDispatchesAnAddPerLineAndAToggleForEachCheckedOne() async {
        let store = TestStore(ToDoStore(), reportsDependenciesNotOverridden: true) {
            $0[\.fileReader] = FileReader { _ in "Milk\n- [x] Bread\n   \n" }
            $0[\.titleValidator] = TitleValidator()
        }
        await store.dispatch(\.importFile, "list.md")
        await store.receive(\.add, "Milk") {
            $0.todos.append(ToDo(id: 1, title: "Milk"))
            $0.nextID = 2
        }
        await store.receive(\.add, "Bread") {
            $0.todos.append(ToDo(id: 2, title: "Bread"))
            $0.nextID = 3
        }
        await store.receive(\.toggle, 2) { $0.todos[1].isCompleted = true }
    }

    @Test func anImportThatCannotReadItsFileDispatchesNothing() async {
        let store = TestStore(ToDoStore()) { $0[\.fileReader] = FileReader { _ in throw CocoaLikeError() } }
        await store.dispatch(\.importFile, "gone.txt")
    }
}
