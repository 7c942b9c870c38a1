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
    var nickname: String?? = nil
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

    /// A double optional that is nil inside is written `null`, as `nil` is, and a replay would give
    /// `nil`: it stops the saving, saying so, and the log opens again (it used to be written, and
    /// replayed silently as `nil`).
    @Test func aDoubleOptionalThatIsNilInsideStopsTheSaving() async throws {
        let folder = try Folder()
        let measure = Measure()
        var notices: [String] = []
        let history = try await StoreHistory.open(folder.file("m.jsonl"), recording: measure) {
            notices.append("\($0)")
        }
        measure.dispatch(\.nicknameMutator, "Ann")
        measure.dispatch(\.nicknameMutator, .some(nil))
        #expect(
            notices == [
                folder.file("m.jsonl") + #":3: could not record "nicknameMutator": argument 1 does not encode: "#
                    + "Optional<Optional<String>>.some(nil) is written null, as nil is, so a replay would give nil; "
                    + "recording stopped; the store goes on in memory"
            ])
        history.close()
        let reopened = Measure()
        try await StoreHistory.open(folder.file("m.jsonl"), recording: reopened).close()
        #expect(reopened.nickname == "Ann")
    }
}
