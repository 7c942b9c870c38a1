import Foundation
import Onward
import Testing

/// A store whose actions take numbers that `Int` and `Double` cannot hold exactly.
@Store(MeasureInteractor.self)
final class Measure {
    var amount: Decimal = 0
    var total: UInt64 = 0
    var level = 1.0
    var isOn = false
}

@Interactor
final class MeasureInteractor {
    var reset: Action<Measure> {
        Action { Reducer(setter: \.level) { 1 } }
    }
}

extension Measure: SavableStore {
    struct State: Codable, Equatable {
        var amount: Decimal
        var total: UInt64
        var level: Double
        var isOn: Bool
    }

    var state: State { State(amount: amount, total: total, level: level, isOn: isOn) }

    func restore(_ state: State) {
        dispatch(\.amountMutator, state.amount)
        dispatch(\.totalMutator, state.total)
        dispatch(\.levelMutator, state.level)
        dispatch(\.isOnMutator, state.isOn)
    }
}

@Suite struct ArgumentPrecisionTests {
    /// The log alone gives each argument back as it was dispatched: it used to go through `Int64`
    /// or `Double` on the way, so a `Decimal` lost digits, `-0.0` became `0.0`, and a `UInt64`
    /// above `Int64.max` made the log refuse to open.
    @Test func argumentsComeBackFromTheLogExactly() async throws {
        let folder = try Folder()
        let path = folder.file("m.jsonl")
        let amount = try #require(Decimal(string: "3.14159265358979323846"))
        do {
            let measure = Measure()
            let history = try await StoreHistory.open(path, recording: measure)
            measure.dispatch(\.amountMutator, amount)
            measure.dispatch(\.totalMutator, UInt64.max)
            measure.dispatch(\.levelMutator, -0.0)
            measure.dispatch(\.isOnMutator, true)
            #expect(history.savedEverything)
            history.close()
        }
        try FileManager.default.removeItem(atPath: folder.file("m.jsonl.snapshot"))
        let reopened = Measure()
        let history = try await StoreHistory.open(path, recording: reopened)
        #expect(reopened.amount == amount)
        #expect(reopened.total == UInt64.max)
        #expect(reopened.level == 0 && reopened.level.sign == .minus)
        #expect(reopened.isOn)
        history.close()
    }
}
