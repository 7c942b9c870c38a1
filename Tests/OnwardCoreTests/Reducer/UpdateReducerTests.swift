import Observation
import OnwardCore
import Synchronization
import Testing

@Suite struct UpdateReducerTests {
    /// The address of the array's storage: it stays the same only when the array changed in place.
    private func storage(of items: [Int]) -> UnsafePointer<Int>? {
        items.withUnsafeBufferPointer { $0.baseAddress }
    }

    private func filledShelf() -> Shelf {
        let shelf = Shelf()
        shelf.items = Array(0..<100)
        shelf.items.reserveCapacity(200)
        return shelf
    }

    @Test func updateChangesAValueThatIsNotACollection() {
        let shelf = Shelf()
        shelf.dispatch(Action { Reducer(update: \.count) { $0 += 2 } })
        shelf.dispatch(Action { Reducer(update: \.count) { $0 *= 10 } })
        #expect(shelf.count == 20)
    }

    @Test func updateAppendsToACollectionInPlace() {
        let shelf = filledShelf()
        let before = storage(of: shelf.items)
        shelf.dispatch(Action { Reducer(update: \.items) { $0.append(100) } })
        #expect(shelf.items == Array(0...100))
        #expect(storage(of: shelf.items) == before)
    }

    @Test func updateRemovesFromACollectionInPlace() {
        let shelf = filledShelf()
        let before = storage(of: shelf.items)
        shelf.dispatch(Action { Reducer(update: \.items) { $0.removeAll { $0.isMultiple(of: 2) } } })
        #expect(shelf.items == Array(stride(from: 1, to: 100, by: 2)))
        #expect(storage(of: shelf.items) == before)
    }

    @Test func getAndSetOfTheSameCollectionCopiesIt() {
        // Why `update:` exists: through a key path to an `@Observable` property, this copies.
        let shelf = filledShelf()
        let before = storage(of: shelf.items)
        shelf.dispatch(Action { Reducer(get: \.items, set: \.items) { $0 + [100] } })
        #expect(shelf.items == Array(0...100))
        #expect(storage(of: shelf.items) != before)
    }

    @Test func getAndUpdateReadsBeforeTheCollectionIsTaken() {
        // The body holds the value it read too, so here the collection is copied, not changed in place.
        let shelf = filledShelf()
        shelf.dispatch(Action { Reducer(get: \.items, update: \.items) { read, items in items.append(read.count) } })
        shelf.dispatch(Action { Reducer(get: \.items, update: \.count) { read, count in count = read.last ?? -1 } })
        #expect(shelf.items == Array(0...100))
        #expect(shelf.count == 100)
    }

    @Test func updateRunsInOrderWithTheOtherComponents() {
        let shelf = Shelf()
        shelf.dispatch(
            Action {
                Reducer(setter: \.items) { [1, 2] }
                Reducer(get: \.count, update: \.items) { count, items in items.append(count) }
                Reducer(update: \.count) { $0 += 5 }
                Reducer(get: \.count, update: \.items) { count, items in items.append(count) }
            }
        )
        #expect(shelf.items == [1, 2, 0, 5])
    }

    @Test func observationTrackingSeesTheChangeAndTheFinalValue() {
        let shelf = filledShelf()
        let changes = Mutex(0)
        withObservationTracking {
            _ = shelf.items
        } onChange: {
            changes.withLock { $0 += 1 }
        }
        shelf.dispatch(Action { Reducer(update: \.items) { $0.append(100) } })
        #expect(changes.withLock { $0 } == 1)
        #expect(shelf.items.last == 100)
    }

    @Test func dispatchObserversSeeTheStoreBeforeAndAfterOnly() {
        let shelf = filledShelf()
        let observer = ItemCounts()
        shelf.dispatchObservers.add(observer)
        shelf.dispatch(Action { Reducer(update: \.items) { $0.removeFirst() } })
        #expect(observer.counts == [100, 99])
    }
}

extension UpdateReducerTests {
    @Test func aDidSetSeesTheEmptyCollectionFirst() {
        let box = ObservedBox()
        box.dispatch(Action { Reducer(setter: \.items) { [1, 2] } })
        box.dispatch(Action { Reducer(update: \.items) { $0.append(3) } })
        #expect(box.counts == [2, 0, 3])
    }
}

/// A plain store whose property has a `didSet`, which records the count it sees.
private final class ObservedBox: Store {
    let interactor = ShelfInteractor.build()
    var observerStorage = DispatchObserverStorage()
    var counts: [Int] = []
    var items: [Int] = [] {
        didSet { counts.append(items.count) }
    }
}

/// Records how many items the shelf holds before and after each dispatch.
private final class ItemCounts: DispatchObserver {
    var counts: [Int] = []
    func willDispatch(_ event: DispatchEvent, to store: Shelf) { counts.append(store.items.count) }
    func didDispatch(_ event: DispatchEvent, to store: Shelf) { counts.append(store.items.count) }
}
