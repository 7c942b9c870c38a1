import Observation
import Onward
import Synchronization
import Testing

// The reference document's Path 1, as written there: a new interactor with two injected
// dependencies, wired to an @Observable store. It also drives a second store type, ToDo.

struct HTTPClient {
    var baseURL = "https://example.com"
}

struct TextValidator {
    func isValid(_ text: String) -> Bool { text.contains { !$0.isWhitespace } }
}

extension OnwardContainer {
    @Inward var httpClient: HTTPClient = .init()
    @Inward var validator: TextValidator = .init()
}

@Interactor
final class TodoInteractor {
    @Outward(\.httpClient) var httpClient
    @Outward(\.validator) var validator

    var add: Action<ToDoStore, String> {
        Action { title in
            Middleware { proxy in
                guard self.validator.isValid(title) else { return }
                let todo = ToDo()
                todo.dispatch(\.titleMutator, title)
                proxy.dispatch(\.todosMutator, proxy.todos + [todo])
            }
        }
    }

    @Reducer(ToDo.self, get: \.isCompleted, set: \.isCompleted)
    func toggle(_ done: Bool) -> Bool { !done }

    @Action(reducers: \Self.toDoToggleReducer)
    var toggleAction: Action<ToDo>
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
}

@Suite struct PathOneNewInteractorTests {
    @Test func theInteractorIsBuiltWithNoArgumentsAndReadsItsDependencies() {
        let interactor = TodoInteractor.build()
        #expect(interactor.httpClient.baseURL == "https://example.com")
        #expect(interactor.validator.isValid("Buy milk"))
    }

    @Test func oneInteractorDrivesBothStoreTypes() {
        let store = ToDoStore()
        store.dispatch(\.add, "Buy milk")
        store.dispatch(\.add, "   ")
        #expect(store.todos.map(\.title) == ["Buy milk"])

        let todo = store.todos[0]
        todo.dispatch(\.toggleAction)
        #expect(todo.isCompleted)
        todo.dispatch(\.toggleAction)
        #expect(!todo.isCompleted)
    }

    @Test func observationSeesDispatchedChanges() {
        let store = ToDoStore()
        let changes = Changes()
        withObservationTracking {
            _ = store.todos
        } onChange: {
            changes.count.withLock { $0 += 1 }
        }
        store.dispatch(\.add, "Observed")
        #expect(changes.count.withLock { $0 } == 1)
    }
}

final class Changes: Sendable {
    let count = Mutex(0)
}
