import Foundation
import Onward
import Testing
import TodosCore

/// ``ToDoStoreState``: a store restored from its state is the store it was taken from, to the next
/// id, and the state survives JSON.
@MainActor
@Suite struct ToDoStoreStateTests {
    /// A store changed by every kind of action.
    private func busyStore() async throws -> ToDoStore {
        let store = ToDoStore()
        for title in ["Buy milk", "Call Ann", "Water the plants", "Book the train"] {
            store.dispatch(\.add, try store.interactor.checkedTitle(title))
        }
        store.dispatch(\.toggle, try store.interactor.checkedID(1, in: store))
        store.dispatch(
            \.edit, try store.interactor.checkedID(2, in: store),
            try store.interactor.checkedTitle("Call Ann about Sunday"))
        store.dispatch(\.remove, try store.interactor.checkedID(4, in: store))
        store.dispatch(\.toggle, try store.interactor.checkedID(3, in: store))
        return store
    }

    @Test func aRestoredStoreIsTheStoreItWasTakenFrom() async throws {
        let original = try await busyStore()
        let encoded = try JSONEncoder().encode(original.state)
        let restored = ToDoStore()
        restored.restore(try JSONDecoder().decode(ToDoStoreState.self, from: encoded))
        #expect(restored.state == original.state)
        #expect(restored.stateJSON == original.stateJSON)
        #expect(restored.nextID == 5)
        #expect(StateSnapshot(of: restored).canonicalHash == StateSnapshot(of: original).canonicalHash)
        restored.dispatch(\.add, try restored.interactor.checkedTitle("After the restore"))
        #expect(restored.todos.last?.id == 5, "ids go on from the restored next id; 4 is not reused")
    }

    @Test func restoringReplacesWhatTheStoreHeld() async throws {
        let store = try await busyStore()
        store.restore(ToDoStoreState(todos: [.init(id: 7, isCompleted: true, title: "Only")], nextID: 9))
        #expect(store.todos.map(\.id) == [7])
        #expect(store.todos.first?.isCompleted == true)
        #expect(store.nextID == 9)
    }

    @Test(arguments: [
        (ToDoStoreState(todos: [], nextID: 1), true),
        (ToDoStoreState(todos: [.init(id: 2, isCompleted: false, title: "a")], nextID: 3), true),
        (ToDoStoreState(todos: [.init(id: 3, isCompleted: false, title: "a")], nextID: 3), false),
        (ToDoStoreState(todos: [.init(id: 0, isCompleted: false, title: "a")], nextID: 3), false),
        (
            ToDoStoreState(
                todos: [.init(id: 1, isCompleted: false, title: "a"), .init(id: 1, isCompleted: false, title: "b")],
                nextID: 3), false
        ),
        (ToDoStoreState(todos: [], nextID: 0), false),
    ])
    func onlyStatesTheActionsCanReachAreReachable(state: ToDoStoreState, reachable: Bool) {
        #expect(state.isReachable == reachable)
    }
}
