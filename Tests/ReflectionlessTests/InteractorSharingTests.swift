import Onward
import Testing

/// Holds state; this module has no field records to say so.
@Interactor final class CounterInteractor {
    var count = 0
    var bump: Action<Counter> { Action { Reducer(update: \.taps) { $0 += 1 } } }
}

@Store(CounterInteractor.self) final class Counter {
    var taps = 0
}

/// Holds nothing at all, as its size says.
@Interactor final class EmptyInteractor {
    var clear: Action<Note> { Action { Reducer(setter: \.text) { "" } } }
}

@Store(EmptyInteractor.self) final class Note {
    var text = ""
}

@Suite struct ReflectionlessInteractorSharingTests {
    @Test func anInteractorWithStateIsBuiltForEachStoreWithoutFieldRecords() {
        let first = Counter()
        let second = Counter()
        #expect(first.interactor !== second.interactor)
        first.interactor.count = 5
        #expect(second.interactor.count == 0)
    }

    @Test func oneWithNoStoredPropertyIsStillShared() {
        #expect(Note().interactor === Note().interactor)
    }
}
