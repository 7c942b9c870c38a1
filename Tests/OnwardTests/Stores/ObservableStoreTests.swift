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
        let names = ActionNames<Tally>()
        let changes = changesReported(
            reading: { _ = (tally.count, tally.observerStorage) },
            observing: { tally.dispatchObservers.add(names) },
            dispatching: { tally.dispatch(\.bump) })
        #expect(changes == [0, 1])
        #expect(names.names == ["bump"])
    }

    @Test func soWithTheAttributesTheOtherWayRound() {
        let score = Score()
        let changes = changesReported(
            reading: { _ = (score.count, score.observerStorage) },
            observing: { score.dispatchObservers.add(ActionNames<Score>()) },
            dispatching: { score.dispatch(\.score) })
        #expect(changes == [0, 1])
    }

    /// The changes Observation reported to a tracker of what `reading` reads: after `observing`,
    /// then after `dispatching` too.
    private func changesReported(
        reading: () -> Void, observing: () -> Void, dispatching: () -> Void
    ) -> [Int] {
        let changes = Changes()
        withObservationTracking(reading) { changes.count.withLock { $0 += 1 } }
        observing()
        let afterObserving = changes.count.withLock { $0 }
        dispatching()
        return [afterObserving, changes.count.withLock { $0 }]
    }
}
