import Onward
import Testing

@Interactor final class MemoInteractor {
    var append: Action<Memo, String> { Action { text in Reducer(update: \.text) { $0 += text } } }
}

/// A store class that is not final, as upstream onward's own tests declare theirs.
@Store(MemoInteractor.self) class Memo {
    var text = ""
}

/// A subclass of a store: it is a `Memo`, and dispatches as one.
final class TitledMemo: Memo {
    var title = "Groceries"
}

/// Notes the name of every action dispatched on a store.
final class ActionNames<S: Store>: DispatchObserver {
    private(set) var names: [String] = []

    func willDispatch(_ event: DispatchEvent, to store: S) { names.append(event.name) }

    func didDispatch(_ event: DispatchEvent, to store: S) {}
}

/// A store that holds a subclass of a store, as nested state.
@Store(DeskInteractor.self)
final class Desk {
    var memos: [Memo] = [TitledMemo()]
}

@Interactor
final class DeskInteractor {
    var write: Action<Desk, String> {
        Action { text in Reducer(getter: \.memos) { $0.first?.dispatch(\.append, text) } }
    }
}

@Suite struct NonFinalStoreTests {
    @Test func theDebugMiddlewareShowsTheChangeOfANestedSubclassStore() {
        let desk = Desk()
        var text = ""
        desk.dispatchObservers.add(DebugMiddleware<Desk>(options: DebugOptions(output: DebugOutput { text += $0 })))
        desk.dispatch(\.write, "milk")
        desk.dispatch(\.write, ", eggs")
        #expect(desk.memos.first?.text == "milk, eggs")
        #expect(text.contains(#"memos[0].text: "milk" → "milk, eggs""#))
    }

    @Test func aStoreClassThatIsNotFinalDispatchesAndIsObserved() {
        let note = Memo()
        let names = ActionNames<Memo>()
        note.dispatchObservers.add(names)
        note.dispatch(\.append, "milk")
        note.dispatch(\.textMutator, note.text + ", eggs")
        #expect(note.text == "milk, eggs")
        #expect(names.names == ["append", "textMutator"])
    }

    @Test func aSubclassDispatchesAndIsObservedAsTheStoreClass() {
        let titled = TitledMemo()
        let note: Memo = titled
        let names = ActionNames<Memo>()
        note.dispatchObservers.add(names)
        note.dispatch(\.append, "milk")
        #expect(titled.text == "milk")
        #expect(titled.title == "Groceries")
        #expect(names.names == ["append"])
    }

    @Test func observingASubclassThroughItsOwnTypeStopsTheProgramSayingHow() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                let titled = TitledMemo()
                (titled as Memo).dispatchObservers.add(ActionNames<Memo>())
                titled.dispatchObservers.add(ActionNames<TitledMemo>())
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "the observers of this store were made as DispatchObservers<Memo>, not as "
                    + "DispatchObservers<TitledMemo>: observe and dispatch on a store through the class marked "
                    + "@Store, not a subclass of it"))
    }
}
