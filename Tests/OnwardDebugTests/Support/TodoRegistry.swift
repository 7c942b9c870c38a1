import OnwardCore
import OnwardDebug

@testable import OnwardHistory

extension ActionRegistry where S == ToDoStore {
    /// Every loggable action of the test todo list.
    static var todos: ActionRegistry<ToDoStore> {
        ActionRegistry()
            .register(\TodoInteractor.add)
            .register(\TodoInteractor.toggle)
            .register(\TodoInteractor.edit)
            .register(\TodoInteractor.remove)
            .register(\TodoInteractor.addAll)
            .register(\TodoInteractor.touch)
            .register(\TodoInteractor.importTitles)
    }
}
