import OnwardCore
import OnwardDebug
import Testing

@Suite struct StateCaptureTests {
    @Test func aCaptureKeepsTheStateAsItWasWhenTaken() {
        let store = ToDoStore.filled(2)
        let before = StateCapture(of: store)
        store.dispatch(\.toggle, 1)
        store.dispatch(\.add, "c")
        #expect(before.snapshot == StateSnapshot(of: ToDoStore.filled(2)))
        #expect(
            StateDiff(from: before, to: StateCapture(of: store)).changes.map(\.description) == [
                "todos[0].isCompleted: false → true",
                #"todos[2]: added ToDo(id: 3, title: "c", isCompleted: false)"#,
                "nextID: 3 → 4",
            ]
        )
    }

    @Test func aValueCaptureIsTheValueItself() {
        var settings = Settings()
        let before = StateCapture(of: settings)
        settings.title = "Changed"
        #expect(before.snapshot == StateSnapshot(of: Settings()))
    }
}
