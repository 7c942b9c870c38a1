import OnwardCore
import Testing

final class Greeter: Sendable {
    let greeting: String
    init(_ greeting: String = "Hello") { self.greeting = greeting }
}

/// Registrations written out as `@Inward` generates them, to test the runtime without macros.
extension OnwardContainer {
    var greeter: Greeter { registered(\.greeter, default: { Greeter() }) }
    var chargedGreeter: Greeter { registered(\.chargedGreeter, default: { Greeter() }) }
    var threadedGreeter: Greeter { registered(\.threadedGreeter, default: { Greeter() }) }
    var makesCount: Int { registered(\.makesCount, default: { OnwardContainerTests.countMake() }) }
}

final class GreetingInteractor: Interactor {
    static func build() -> Self { Self() }
    @Outward(\.chargedGreeter) var greeter
}

@Suite(.serialized) struct OnwardContainerTests {
    nonisolated(unsafe) static var makes = 0
    static func countMake() -> Int {
        makes += 1
        return makes
    }

    @Test func theDefaultIsMadeOnceAndKept() {
        #expect(OnwardContainer[\.greeter] === OnwardContainer[\.greeter])
        // The kept default is the count of makes when it was made: whenever this test runs, and
        // however often, nothing made it again since.
        let kept = OnwardContainer[\.makesCount]
        #expect(OnwardContainer[\.makesCount] == kept)
        #expect(Self.makes == kept)
    }

    @Test func chargeOverridesAndDischargeRestores() {
        let interactor = GreetingInteractor.build()
        let original = interactor.greeter
        #expect(original.greeting == "Hello")

        let fake = Greeter("Hi")
        OnwardContainer.charge(\.chargedGreeter, fake)
        #expect(interactor.greeter === fake)

        OnwardContainer.discharge(\.chargedGreeter)
        #expect(interactor.greeter === original)
    }

    @Test func chargingIsSafeFromManyThreads() async {
        let fakes = (0..<8).map { Greeter("fake \($0)") }
        await withTaskGroup(of: Void.self) { group in
            for fake in fakes {
                group.addTask {
                    for _ in 0..<1_000 {
                        OnwardContainer.charge(\.threadedGreeter, fake)
                        _ = OnwardContainer[\.threadedGreeter].greeting
                        OnwardContainer.discharge(\.threadedGreeter)
                    }
                }
            }
        }
        #expect(OnwardContainer[\.threadedGreeter].greeting == "Hello")
    }
}
