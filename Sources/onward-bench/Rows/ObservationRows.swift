import Observation
import Onward

/// A main-actor `@Observable` store, as a Swift 6 app's view model is.
@MainActor @Observable @Store(ScoreInteractor.self)
final class Score {
    var points = 0

    /// The baseline: the same change written by hand.
    @inline(never)
    func addDirectly(_ amount: Int) {
        points += amount
    }
}

@MainActor @Interactor
final class ScoreInteractor {
    var add: Action<Score, Int> {
        Action { amount in Reducer(update: \.points) { $0 += amount } }
    }
}

/// The rows that time a change a view watches: its property read inside
/// `withObservationTracking`, the tracking armed again after each change, as SwiftUI does.
@MainActor
enum ObservationRows {
    /// How many changes the tracking saw, so none is optimized away.
    nonisolated(unsafe) static var changes = 0

    /// Reads the property as a view's body would, and counts the next change.
    @inline(never)
    static func arm(_ score: Score) {
        withObservationTracking {
            blackHole(score.points)
        } onChange: {
            changes += 1
        }
    }

    @inline(never)
    static func dispatch(_ score: Score) {
        arm(score)
        score.dispatch(\.add, 1)
    }

    @inline(never)
    static func direct(_ score: Score) {
        arm(score)
        score.addDirectly(1)
    }

    static func run(count: Int, samples: Int) -> [Measurement] {
        let score = Score()
        let timing = measure(samples: samples, count: count) {
            for _ in 0..<count { direct(score) }
        } _: {
            for _ in 0..<count { dispatch(score) }
        }
        blackHole(changes)
        return [
            Measurement(
                operation: "change a tracked @MainActor @Observable property by hand (baseline)", count: count,
                baselineOf: timing),
            Measurement(operation: "  the same change by a sync dispatch", count: count, timing)
                .compared(with: "by hand"),
        ]
    }
}
