import Onward
import OnwardTesting
import Testing

extension Issue {
    /// Whether the issue's message is exactly this text.
    func says(_ text: String) -> Bool { comments.map(\.rawValue) == [text] }
}

@MainActor @Suite(.timeLimit(.minutes(5))) struct TestStoreTests {
    @Test func aDispatchFollowedByTheChangeItMakesPasses() {
        let store = TestStore(Counter())
        store.dispatch(\.increment, 2) { $0.count = 2 }
        store.dispatch(\.add, "Milk") { $0.entries.append(Entry(title: "Milk")) }
        store.dispatch(\.add, "Eggs") { $0.entries.append(Entry(title: "Eggs")) }
        store.dispatch(\.bumpTally) { $0.tally.value = 1 }
        store.dispatch(\.noteMutator, "hi") { $0.note = "hi" }
        store.dispatch(\.increment, 0)
        #expect(store.store.count == 2)
    }

    @Test func aChangeTheTestDidNotExpectFailsIt() {
        withKnownIssue {
            let store = TestStore(Counter())
            store.dispatch(\.increment, 2)
        } matching: {
            $0.says("'increment' changed the state other than expected:\n  unexpected change: count: 0 → 2")
        }
    }

    @Test func anExpectedChangeThatDidNotHappenFailsIt() {
        withKnownIssue {
            let store = TestStore(Counter())
            store.dispatch(\.increment, 0) { $0.count = 1 }
        } matching: {
            $0.says(
                "'increment' changed the state other than expected:\n  expected change did not happen: count: 0 → 1")
        }
    }

    @Test func aDifferentValueFailsIt() {
        withKnownIssue {
            let store = TestStore(Counter())
            store.dispatch(\.increment, 2) { $0.count = 3 }
        } matching: {
            $0.says("'increment' changed the state other than expected:\n  wrong value: count: 0 → 2, expected → 3")
        }
    }

    @Test func aDifferenceInANestedStoreIsShownAtItsPath() {
        withKnownIssue {
            let store = TestStore(Counter())
            store.dispatch(\.add, "Milk") { $0.entries.append(Entry(title: "Milk")) }
            store.dispatch(\.add, "Eggs") { $0.entries.append(Entry(title: "Egg")) }
        } matching: {
            $0.says(
                "'add' changed the state other than expected:\n"
                    + "  wrong value: entries[1].title: nothing → \"Eggs\", expected → \"Egg\"")
        }
    }

    @Test func aDispatchsExpectationReadsTheStateBeforeIt() {
        let store = TestStore(Counter())
        store.dispatch(\.increment, 2) { $0.count += 2 }
        store.dispatch(\.itemsMutator, ["a"]) { $0.items.append("a") }
        store.dispatch(\.add, "Milk") { $0.entries.insert(Entry(title: "Milk"), at: 0) }
        store.dispatch(\.add, "Eggs") { $0.entries.append(Entry(title: "Eggs")) }
        store.dispatch(\.add, "Bread") { $0.entries.insert(Entry(title: "Bread"), at: 2) }
    }

    @Test func aStoreThatNamesNoPropertyIsNamedByItsKeyPathsDescriptions() {
        let store = TestStore(Manual())
        store.dispatch(\.bump) { $0.count = 1 }
    }

    @Test func aDictionaryIsComparedKeyByKey() {
        let store = TestStore(Counter())
        store.dispatch(\.scoresMutator, ["a": 1, "b": 2]) { $0.scores = ["b": 2, "a": 1] }
        withKnownIssue {
            store.dispatch(\.scoresMutator, ["a": 2, "b": 2]) { $0.scores["a"] = 3 }
        } matching: {
            $0.says(
                "'scoresMutator' changed the state other than expected:\n  wrong value: scores[\"a\"]: 1 → 2, expected → 3"
            )
        }
    }

    @Test func anOptionalPropertyIsSetAndReadAsAnyOther() {
        let store = TestStore(Counter())
        store.dispatch(\.labelMutator, "a") {
            #expect($0.label == nil)
            $0.label = "a"
        }
        store.dispatch(\.labelMutator, nil) { $0.label = nil }
    }

    @Test func aReceivedEffectsExpectationCannotReadWhatTheEffectChanged() async {
        let store = TestStore(Counter())
        store.dispatch(\.incrementAndNote, 2) { $0.count = 2 }
        await withKnownIssue {
            await store.receive(\.noteMutator, "count 2") { $0.note = $0.note.isEmpty ? "" : "count 2" }
        } matching: {
            $0.says(
                "an expectation reads note, which has changed since the action started: set the "
                    + "property's new value instead of reading it")
        }
    }

    @Test func anEffectIsReceivedWithItsOwnChange() async {
        let store = TestStore(Counter())
        store.dispatch(\.incrementAndNote, 2) { $0.count = 2 }
        await store.receive(\.noteMutator, "count 2") { $0.note = "count 2" }
    }

    @Test func aReducerAfterAnEffectCountsWithItsOwnAction() async {
        let store = TestStore(Counter())
        store.dispatch(\.noteThenCount) { $0.count = 1 }
        await store.receive(\.noteMutator, "first") { $0.note = "first" }
    }

    @Test func aListThatAnActionAndItsEffectBothGrowIsReportedAndNotChecked() async {
        let store = TestStore(Counter())
        withKnownIssue {
            store.dispatch(\.addTwice) { $0.entries.append(Entry(title: "own")) }
        } matching: {
            $0.says(
                "'addTwice' and an effect that ran during it both added or removed elements of entries; a test store "
                    + "cannot tell their changes apart there, so that change of 'addTwice' was not checked: set the "
                    + "test's exhaustivity to .off for this action, or dispatch the effect after the change")
        }
        await store.receive(\.add, "from effect") { $0.entries.append(Entry(title: "from effect")) }
        #expect(store.store.entries.map(\.title) == ["from effect", "own"])
    }

    @Test func anAsyncActionsEffectsAreReceivedInOrderWithTheTestsDependencies() async {
        let store = TestStore(Counter()) { $0[\.server] = Server(items: ["a", "b"]) }
        await store.dispatch(\.load)
        await store.receive(\.itemsMutator, ["a", "b"]) { $0.items = ["a", "b"] }
        await store.receive(\.increment, 2) { $0.count = 2 }
    }

    @Test func anEffectIsReceivedWithAnyArgumentsWhenTheTestNamesNone() async {
        let store = TestStore(Counter()) { $0[\.server] = Server(items: ["a", "b"]) }
        await store.dispatch(\.load)
        await store.receive(\.itemsMutator) { $0.items = ["a", "b"] }
        await store.receive(\.increment) { $0.count = 2 }
    }

    @Test func anEffectReceivedWithAnyArgumentsStillChecksItsChangeAndOrder() async {
        let store = TestStore(Counter()) { $0[\.server] = Server(items: ["a"]) }
        await store.dispatch(\.load)
        await withKnownIssue {
            await store.receive(\.increment) { $0.count = 1 }
        } matching: {
            $0.says("effect 'increment' on Counter was received out of order: 'itemsMutator' on Counter came first")
        }
        await store.receive(\.itemsMutator) { $0.items = ["a"] }
    }

    @Test func anEffectFromATaskIsAwaitedWithoutASleep() async {
        let store = TestStore(Counter()) { $0[\.server] = Server(items: ["later"]) }
        store.dispatch(\.loadLater)
        await store.receive(\.itemsMutator, ["later"]) { $0.items = ["later"] }
    }

    @Test func anEffectOnANestedStoreIsReceivedOnIt() async {
        let store = TestStore(Counter())
        store.dispatch(\.bumpTallyLater)
        await store.receive(\.bump, on: store.store.tally) { $0.tally.value = 1 }
    }

    @Test func anEffectLeftUnreceivedFailsTheTestAtItsEnd() {
        withKnownIssue {
            let store = TestStore(Counter())
            store.dispatch(\.incrementAndNote, 1) { $0.count = 1 }
            store.finish()
        } matching: {
            $0.says("1 effect was not received: 'noteMutator' on Counter")
        }
    }

    @Test func anEffectLeftUnreceivedFailsTheTestWhenTheTestStoreGoesAway() {
        withKnownIssue {
            _ = {
                let store = TestStore(Counter())
                store.dispatch(\.incrementAndNote, 1) { $0.count = 1 }
            }()
        } matching: {
            $0.says("1 effect was not received: 'noteMutator' on Counter")
        }
    }

    @Test func anEffectLeftUnreceivedBeforeTheNextDispatchFailsTheTest() {
        withKnownIssue {
            let store = TestStore(Counter())
            store.dispatch(\.incrementAndNote, 1) { $0.count = 1 }
            store.dispatch(\.increment, 1) { $0.count = 2 }
        } matching: {
            $0.says("1 effect was not received before 'increment' was dispatched: 'noteMutator' on Counter")
        }
    }

    @Test func anEffectReceivedOutOfOrderFailsTheTest() async {
        await withKnownIssue {
            let store = TestStore(Counter()) { $0[\.server] = Server(items: ["a"]) }
            await store.dispatch(\.load)
            await store.receive(\.increment, 1) { $0.count = 1 }
            await store.receive(\.itemsMutator, ["a"]) { $0.items = ["a"] }
        } matching: {
            $0.says("effect 'increment' on Counter was received out of order: 'itemsMutator' on Counter came first")
        }
    }

    @Test func anEffectOtherThanTheNextFailsTheTestAtOnce() async {
        let store = TestStore(Counter())
        store.dispatch(\.incrementAndNote, 1) { $0.count = 1 }
        await withKnownIssue {
            await store.receive(\.itemsMutator, ["a"]) { $0.items = ["a"] }
        } matching: {
            $0.says(
                "expected to receive effect 'itemsMutator' on Counter, but the next effect is 'noteMutator' on Counter")
        }
        await store.receive(\.noteMutator, "count 1") { $0.note = "count 1" }
    }

    @Test func aReceiveThatIsCancelledStopsWaitingAndSaysWhatItWaitedFor() async {
        let store = TestStore(Counter())
        await withKnownIssue {
            let waiting = Task { await store.receive(\.increment, 1) }
            waiting.cancel()
            await waiting.value
        } matching: {
            $0.says("effect 'increment' on Counter had not come when the test was cancelled; no effect was pending")
        }
    }

    @Test func aNonExhaustiveTestPassesOverAnEffectWithOtherArguments() async {
        let store = TestStore(Counter(), exhaustivity: .off)
        store.dispatch(\.noteTwice)
        await store.receive(\.noteMutator, "two") { $0.note = "two" }
    }

    @Test func anEffectWithOtherArgumentsFailsTheTest() async {
        await withKnownIssue {
            let store = TestStore(Counter())
            store.dispatch(\.incrementAndNote, 2) { $0.count = 2 }
            await store.receive(\.noteMutator, "count 3") { $0.note = "count 2" }
        } matching: {
            $0.says("effect 'noteMutator' on Counter was dispatched with (\"count 2\"), expected (\"count 3\")")
        }
    }

    @Test func aNonExhaustiveTestChecksOnlyWhatItNames() async {
        let store = TestStore(Counter(), exhaustivity: .off) { $0[\.server] = Server(items: ["a"]) }
        store.dispatch(\.incrementAndNote, 2) { $0.count = 2 }
        await store.dispatch(\.load)
        await store.receive(\.increment, 1) { $0.count = 3 }
        withKnownIssue {
            store.dispatch(\.increment, 1) { $0.count = 5 }
        } matching: {
            $0.says("'increment' changed the state other than expected:\n  wrong value: count: 3 → 4, expected → 5")
        }
    }

    @Test func theTestsDependenciesAreSeenByItsDispatchesOnly() {
        let store = TestStore(Counter()) { $0[\.step] = 5 }
        store.dispatch(\.stepUp) { $0.count = 5 }
        let plain = Counter()
        plain.dispatch(\.stepUp)
        #expect(plain.count == 1)
    }

    @Test func aDependencyReadThatTheTestDidNotOverrideIsReportedWhenAsked() {
        withKnownIssue {
            let store = TestStore(Counter(), reportsDependenciesNotOverridden: true)
            store.dispatch(\.stepUp) { $0.count = 1 }
        } matching: {
            $0.says("'stepUp' read a dependency the test did not override: step (Int)")
        }
        let store = TestStore(Counter(), reportsDependenciesNotOverridden: true) { $0[\.step] = 2 }
        store.dispatch(\.stepUp) { $0.count = 2 }
    }
}
