import Onward

/// A store whose asynchronous action changes it through an asynchronous middleware: its effects
/// are dispatched within a run bound to the action's task.
@Store(GaugeInteractor.self)
final class Gauge {
    var level = 0
    var notes: [String] = []
}

@Interactor
final class GaugeInteractor {
    /// Sets the level after a wait, through its middleware.
    var fillLater: AsyncAction<Gauge, Int> {
        AsyncAction { level in
            AsyncMiddleware { proxy in
                await Task.yield()
                proxy.dispatch(\.levelMutator, level)
            }
        }
    }

    var raise: Action<Gauge, Int> {
        Action { amount in
            Reducer(get: \.level, set: \.level) { $0 + amount }
        }
    }

    var note: Action<Gauge, String> {
        Action { text in
            Reducer(get: \.notes, set: \.notes) { $0 + [text] }
        }
    }
}

extension Gauge: SavableStore {
    struct State: Codable, Equatable {
        var level: Int
        var notes: [String]
    }

    var state: State { State(level: level, notes: notes) }

    func restore(_ state: State) {
        dispatch(\.levelMutator, state.level)
        dispatch(\.notesMutator, state.notes)
    }
}

/// An observer of the gauge that notes every effect it sees end.
final class GaugeEffectEcho: DispatchObserver {
    func willDispatch(_ event: DispatchEvent, to store: Gauge) {}

    func didDispatch(_ event: DispatchEvent, to store: Gauge) {
        if event.name == "levelMutator", event.parent?.middlewareRun != nil { store.dispatch(\.note, "saw effect") }
    }
}

/// An observer of the gauge that raises it by 1 as it sees an effect start: a change made before
/// the effect's.
final class GaugeEffectStartRaiser: DispatchObserver {
    func willDispatch(_ event: DispatchEvent, to store: Gauge) {
        if event.name == "levelMutator", event.parent?.middlewareRun != nil { store.dispatch(\.raise, 1) }
    }

    func didDispatch(_ event: DispatchEvent, to store: Gauge) {}
}
