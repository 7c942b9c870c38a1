import OnwardCore
import TestGate

extension TodoInteractor {
    /// Adds a title once `gate` opens: dispatched from several tasks, these overlap in the order
    /// the test opens the gates. Every one is named `waitingAdd`.
    @MainActor
    static func waitingAdd(_ gate: Gate) -> AsyncAction<ToDoStore, String> {
        AsyncAction("waitingAdd") { title in
            AsyncMiddleware { proxy in
                await gate.wait()
                proxy.dispatch(\.add, title)
            }
        }
    }
}
