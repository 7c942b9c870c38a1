import Onward
import Testing

@testable import TodosCore

/// `@Interactor` lists the interactor's actions, so the todo list's action log needs no list of
/// its own.
@Suite struct ActionListingTests {
    @MainActor
    @Test func theLogHoldsEveryActionOfTheInteractorForTheList() {
        let names = ActionRegistry<ToDoStore>.interactorActions().actionNames(for: ToDoStore())
        #expect(names == ["add", "clearCompleted", "edit", "importFile", "remove", "toggle"])
    }

    @MainActor
    @Test func aTodosOwnActionsAreInItsRegistryNotTheLists() {
        let todo = ToDo(id: 1, title: "x")
        #expect(ActionRegistry<ToDo>.interactorActions().actionNames(for: todo) == ["toggleCompletion"])
    }
}
