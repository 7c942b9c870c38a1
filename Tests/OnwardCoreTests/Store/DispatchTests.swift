import OnwardCore
import Testing

@Suite struct DispatchTests {
    @Test func syncDispatchIsVisibleOnTheNextLine() {
        let counter = Counter()
        counter.dispatch(\.increment)
        #expect(counter.count == 1)
        counter.dispatch(\.add, 41)
        #expect(counter.count == 42)
    }

    @Test func dispatchByKeyPathIntoTheStoreRunsAMutator() {
        let counter = Counter()
        counter.dispatch(\.countMutator, 7)
        #expect(counter.count == 7)
    }

    @Test func dispatchByValue() {
        let counter = Counter()
        counter.dispatch(counter.interactor.add, 3)
        counter.interactor.add.dispatch(counter, 4)
        #expect(counter.count == 7)
    }

    @Test func severalArgumentsArriveInOrder() {
        let counter = Counter()
        counter.dispatch(\.rename, "Ten", 10)
        #expect(counter.title == "Ten")
        #expect(counter.count == 10)
    }

    @Test func asyncDispatchByKeyPathAndByValue() async {
        let counter = Counter()
        await counter.dispatch(\.slowAdd, 2)
        await counter.interactor.slowAdd.dispatch(counter, 3)
        await counter.dispatch(counter.interactor.slowAdd, 4)
        #expect(counter.count == 9)
    }

    @Test func anActionIsNamedAfterItsProperty() {
        let interactor = Counter().interactor
        #expect(interactor.increment.name == "increment")
        #expect(interactor.slowAdd.name == "slowAdd")
        #expect(Counter().countMutator.name == "countMutator")
        #expect(Action<Counter>("custom") {}.name == "custom")
    }
}
