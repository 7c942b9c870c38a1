import OnwardDebug
import Testing

@Suite struct StateDiffTests {
    private func lines(_ old: Any, _ new: Any) -> [String] {
        StateDiff(from: old, to: new).changes.map(\.description)
    }

    @Test func equalValuesHaveNoChanges() {
        let diff = StateDiff(from: Settings(), to: Settings())
        #expect(diff.isEmpty)
        #expect(diff.description == "no change")
    }

    @Test func nestedPropertiesAreNamedByTheirPath() {
        var new = Settings()
        new.title = "Work"
        new.origin.y = 5
        #expect(lines(Settings(), new) == [#"title: "Inbox" → "Work""#, "origin.y: 0 → 5"])
    }

    @Test func optionalsGainAndLoseValues() {
        var some = Settings()
        some.limit = 3
        #expect(lines(Settings(), some) == ["limit: nil → 3"])
        #expect(lines(some, Settings()) == ["limit: 3 → nil"])
    }

    @Test func enumsChangeCaseOrAssociatedValue() {
        var loading = Settings()
        loading.phase = .loading(progress: 0.25)
        var further = loading
        further.phase = .loading(progress: 0.5)
        var failed = loading
        failed.phase = .failed("offline", code: 7)
        #expect(lines(Settings(), loading) == ["phase: .idle → .loading(progress: 0.25)"])
        #expect(lines(loading, further) == ["phase.loading.progress: 0.25 → 0.5"])
        #expect(lines(loading, failed) == [#"phase: .loading(progress: 0.25) → .failed("offline", code: 7)"#])
    }

    @Test func dictionariesReportEntriesByKeyInKeyOrder() {
        var old = Settings()
        old.scores = ["alice": 1, "bob": 2, "carol": 3]
        var new = old
        new.scores = ["alice": 5, "carol": 3, "dave": 4]
        #expect(
            lines(old, new) == [#"scores["alice"]: 1 → 5"#, #"scores["bob"]: removed 2"#, #"scores["dave"]: added 4"#])
    }

    @Test func setsReportInsertedAndRemovedElements() {
        var old = Settings()
        old.labels = ["home", "work"]
        var new = old
        new.labels = ["work", "urgent"]
        #expect(lines(old, new) == [#"labels: removed "home""#, #"labels: added "urgent""#])
    }

    @Test func aRemovalInTheMiddleOfAnIdentifiableArrayIsOneRemoval() {
        let old = (1...6).map { Item(id: $0, name: "item \($0)") }
        var new = old
        new.remove(at: 2)
        #expect(lines(old, new) == [#"[2]: removed Item(id: 3, name: "item 3", tags: [])"#])
    }

    @Test func anInsertionAndAChangeAreFoundByIdentity() {
        let old = (1...4).map { Item(id: $0, name: "item \($0)") }
        var new = old
        new.insert(Item(id: 9, name: "new"), at: 1)
        new[3].tags = ["red"]
        #expect(lines(old, new) == [#"[1]: added Item(id: 9, name: "new", tags: [])"#, #"[3].tags[0]: added "red""#])
    }

    @Test func aMovedElementIsReportedOnceAndTheOthersStayPut() {
        let old = (1...5).map { Item(id: $0, name: "item \($0)") }
        var new = old
        new.insert(new.remove(at: 4), at: 0)
        #expect(lines(old, new) == ["[0]: moved from [4]"])
    }

    @Test func arraysWithoutIdentityAreComparedByPosition() {
        #expect(lines([1, 2, 3], [1, 5]) == ["[1]: 2 → 5", "[2]: removed 3"])
        #expect(lines(["a"], ["a", "b"]) == [#"[1]: added "b""#])
    }

    @Test func aChangedElementOfAnEquatableArrayIsComparedAlone() {
        let old = (1...10_000).map { Item(id: $0, name: "item \($0)") }
        var new = old
        new[4_321].name = "renamed"
        #expect(lines(old, new) == [#"[4321].name: "item 4322" → "renamed""#])
    }

    @Test func valuesThatAreNotEquatableAreComparedPartByPart() {
        let old = Bag(items: [Item(id: 1, name: "a")], note: "x")
        let new = Bag(items: [Item(id: 1, name: "b")], note: "x")
        #expect(lines(old, new) == [#"items[0].name: "a" → "b""#])
    }

    @Test func storesInsideAStoreAreComparedByTheirProperties() {
        let store = ToDoStore.filled(3)
        let before = StateCapture(of: store)
        store.todos[1].isCompleted = true
        store.todos.remove(at: 0)
        store.todos.append(ToDo(id: 9, title: "New"))
        #expect(
            StateDiff(from: before, to: StateCapture(of: store)).changes.map(\.description) == [
                #"todos[0]: removed ToDo(id: 1, title: "Todo 1", isCompleted: false)"#,
                "todos[0].isCompleted: false → true",
                #"todos[2]: added ToDo(id: 9, title: "New", isCompleted: false)"#,
            ]
        )
    }

    @Test func changesCarryTheirValuesAsSnapshots() {
        let change = StateDiff(from: Point(x: 1, y: 2), to: Point(x: 1, y: 3)).changes
        #expect(change == [StateChange(path: "y", kind: .changed(from: .leaf("2"), to: .leaf("3")))])
        #expect(StateDiff(from: 1, to: 2).description == "self: 1 → 2")
    }
}
