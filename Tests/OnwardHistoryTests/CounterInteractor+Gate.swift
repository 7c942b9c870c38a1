import Onward
import TestGate

extension CounterInteractor {
    /// Sets the count through a middleware, then waits at `gate`: an action still running, its
    /// change already in the store and its line not yet in the log.
    static func setThenWait(at gate: Gate) -> AsyncAction<Counter, Int> {
        AsyncAction("setThenWait") { amount in
            AsyncMiddleware { proxy in
                proxy.dispatch(\.countMutator, amount)
                await gate.wait()
            }
        }
    }
}
