import Dispatch
import Onward
import Synchronization
import Testing

/// Holds only dependencies, which it reads from the container at each access.
@Interactor final class GreetingInteractor {
    @Outward(\.validator) var validator
    var greet: Action<Greeting, String> { Action { name in Reducer(setter: \.text) { "Hello, \(name)" } } }
}

@Store(GreetingInteractor.self) final class Greeting {
    var text = ""
}

/// Holds state of its own: a count of the actions it built.
@Interactor final class CountingInteractor {
    var built = 0
    var tick: Action<Ticker> {
        built += 1
        return Action { Reducer(update: \.ticks) { $0 += 1 } }
    }
}

@Store(CountingInteractor.self) final class Ticker {
    var ticks = 0
}

@Interactor final class LazyInteractor {
    lazy var cache: [Int] = []
}

@Interactor final class ConstantInteractor {
    let limit = 3
}

@Interactor final class WeakInteractor {
    weak var delegate: Ticker?
}

@propertyWrapper struct Remembered {
    var wrappedValue = 0
}

@Interactor final class WrappedInteractor {
    @Remembered var count
}

@Interactor final class GenericInteractor<Value> {
    @Outward(\.validator) var validator
}

@MainActor @Interactor final class MainActorInteractor {
    @Outward(\.validator) var validator
}

@Suite struct InteractorSharingTests {
    @Test func storesShareAnInteractorThatHoldsNoState() {
        let first = Greeting()
        let second = Greeting()
        #expect(first.interactor === second.interactor)

        first.dispatch(\.greet, "Ada")
        second.dispatch(\.greet, "Grace")
        #expect([first.text, second.text] == ["Hello, Ada", "Hello, Grace"])
        #expect(first.interactor.validator.isValid("Buy milk"))
    }

    @Test func eachStoreBuildsAnInteractorThatHoldsState() {
        let first = Ticker()
        let second = Ticker()
        #expect(first.interactor !== second.interactor)

        first.dispatch(\.tick)
        first.dispatch(\.tick)
        second.dispatch(\.tick)
        #expect([first.interactor.built, second.interactor.built] == [2, 1])
    }

    @Test func anyStoredPropertyButADependencyIsState() {
        #expect(LazyInteractor.forStore() !== LazyInteractor.forStore())
        #expect(ConstantInteractor.forStore() !== ConstantInteractor.forStore())
        #expect(WeakInteractor.forStore() !== WeakInteractor.forStore())
        #expect(WrappedInteractor.forStore() !== WrappedInteractor.forStore())
    }

    /// Threads that meet an interactor type at once get its one shared instance, whichever built
    /// it first.
    @Test func storesMadeOnManyThreadsAtOnceShareOneInteractor() {
        // Each kept alive (never released), so that no two can share an address; the threads
        // start together.
        let instances = Mutex<[ObjectIdentifier]>([])
        let start = DispatchSemaphore(value: 0)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            if index == 0 {
                for _ in 1..<8 { start.signal() }
            } else {
                start.wait()
            }
            let interactor = Unmanaged.passRetained(GenericInteractor<Int16>.forStore()).takeUnretainedValue()
            instances.withLock { $0.append(ObjectIdentifier(interactor)) }
        }
        let all = instances.withLock { $0 }
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0 == all[0] })
    }

    @MainActor @Test func eachGenericInstanceAndAMainActorInteractorIsSharedToo() {
        #expect(GenericInteractor<Int>.forStore() === GenericInteractor<Int>.forStore())
        #expect(GenericInteractor<Int>.forStore() !== GenericInteractor<String>.forStore() as AnyObject)
        #expect(MainActorInteractor.forStore() === MainActorInteractor.forStore())
    }
}
