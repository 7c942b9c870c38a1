import Observation
import Onward
import Testing

@Interactor final class TallyInteractor {
    var bump: Action<Tally> { Action { Reducer(update: \.count) { $0 += 1 } } }
    var score: Action<Score> { Action { Reducer(update: \.count) { $0 += 1 } } }
}

/// An `@Observable` store, whose observer storage Observation must not track.
@Observable @Store(TallyInteractor.self)
final class Tally {
    var count = 0
}

/// The same, with the attributes the other way round.
@Store(TallyInteractor.self) @Observable
final class Score {
    var count = 0
}

@Suite struct ObservableStoreTests {
    @Test func observingDispatchesIsNotAChangeObservationReports() {
        let tally = Tally()
        let changes = Changes()
        withObservationTracking {
            _ = tally.count
            _ = tally.observerStorage
        } onChange: {
            changes.count.withLock { $0 += 1 }
        }
        let names = ActionNames<Tally>()
        tally.dispatchObservers.add(names)
        #expect(changes.count.withLock { $0 } == 0)

        tally.dispatch(\.bump)
        #expect(changes.count.withLock { $0 } == 1)
        #expect(names.names == ["bump"])
    }

    @Test func soWithTheAttributesTheOtherWayRound() {
        let score = Score()
        let changes = Changes()
        withObservationTracking {
            _ = score.count
            _ = score.observerStorage
        } onChange: {
            changes.count.withLock { $0 += 1 }
        }
        score.dispatchObservers.add(ActionNames<Score>())
        #expect(changes.count.withLock { $0 } == 0)
        score.dispatch(\.score)
        #expect(changes.count.withLock { $0 } == 1)
    }
}
