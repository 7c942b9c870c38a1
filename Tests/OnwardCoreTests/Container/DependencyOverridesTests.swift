import OnwardCore
import Testing

extension OnwardContainer {
    var scopedGreeter: Greeter { registered(\.scopedGreeter, default: { Greeter() }) }
    var scopedNumber: Int { registered(\.scopedNumber, default: { 0 }) }
    /// Charged by one test only, so that no test running beside it sees the charge.
    var chargedNumber: Int { registered(\.chargedNumber, default: { 0 }) }
}

final class ScopedGreetingInteractor: Interactor {
    static func build() -> Self { Self() }
    @Outward(\.scopedGreeter) var greeter
}

/// Lets two tasks wait for each other: each arrives, then waits until both have.
actor Meeting {
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func arriveAndWait() async {
        arrived += 1
        if arrived == 2 {
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}

@Suite struct DependencyOverridesTests {
    @Test func aBlockSeesItsReplacementAndNothingOutsideItDoes() {
        let interactor = ScopedGreetingInteractor.build()
        let seen = OnwardContainer.withOverrides {
            $0[\.scopedGreeter] = Greeter("Hi")
        } run: {
            interactor.greeter.greeting
        }
        #expect(seen == "Hi")
        #expect(interactor.greeter.greeting == "Hello")
    }

    @Test func twoParallelTasksEachSeeTheirOwnReplacement() async {
        // Both tasks are inside their blocks at once: each reads only after the other arrived.
        let meeting = Meeting()
        async let first = OnwardContainer.withOverrides {
            $0[\.scopedNumber] = 1
        } run: {
            await meeting.arriveAndWait()
            return OnwardContainer[\.scopedNumber]
        }
        async let second = OnwardContainer.withOverrides {
            $0[\.scopedNumber] = 2
        } run: {
            await meeting.arriveAndWait()
            return OnwardContainer[\.scopedNumber]
        }
        #expect(await [first, second] == [1, 2])
        #expect(OnwardContainer[\.scopedNumber] == 0)
    }

    @Test func tasksTheBlockStartsSeeTheReplacement() async {
        let seen = await OnwardContainer.withOverrides {
            $0[\.scopedNumber] = 7
        } run: {
            async let child = OnwardContainer[\.scopedNumber]
            let unstructured = Task { OnwardContainer[\.scopedNumber] }
            let detached = Task.detached { OnwardContainer[\.scopedNumber] }
            return await [child, unstructured.value, detached.value]
        }
        #expect(seen == [7, 7, 0], "a detached task does not inherit task-local values")
    }

    @Test func anInnerScopeStartsFromTheOuterOne() {
        let seen = OnwardContainer.withOverrides {
            $0[\.scopedNumber] = 1
        } run: {
            OnwardContainer.withOverrides {
                $0[\.scopedGreeter] = Greeter("Hi")
            } run: {
                "\(OnwardContainer[\.scopedGreeter].greeting) \(OnwardContainer[\.scopedNumber])"
            }
        }
        #expect(seen == "Hi 1")
    }

    @Test func aScopedReplacementWinsOverACharge() {
        OnwardContainer.charge(\.chargedNumber, 5)
        defer { OnwardContainer.discharge(\.chargedNumber) }
        #expect(
            OnwardContainer.withOverrides {
                $0[\.chargedNumber] = 6
            } run: {
                OnwardContainer[\.chargedNumber]
            } == 6)
        #expect(OnwardContainer[\.chargedNumber] == 5)
    }
}
