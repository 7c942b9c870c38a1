import Onward
import Testing

// The reference document's Path 2: an existing class converted into an interactor.
//
// Before:
//
//     class NotesService {
//         let clock: Clock
//         var prefix: String
//         init(clock: Clock, prefix: String) { ... }
//         func stamp(_ note: Note) { note.text = prefix + clock.now() + note.text }
//     }
//
// After: no initializer, a final class, the dependency through @Outward, the state as a
// default value, and the method as an action dispatched on a store.

struct Clock: Sendable {
    var now: @Sendable () -> String = { "12:00" }
}

extension OnwardContainer {
    @Inward var clock: Clock = .init()
}

@Interactor
final class NotesInteractor {
    @Outward(\.clock) var clock
    let prefix = "["

    var stamp: Action<Note> {
        Action {
            Reducer(get: \.text, set: \.text) { text in "\(self.prefix)\(self.clock.now())] \(text)" }
        }
    }
}

@Store(NotesInteractor.self)
final class Note {
    var text: String

    init(text: String) {
        self.text = text
    }
}

@Suite(.serialized) struct PathTwoConvertedClassTests {
    @Test func theConvertedMethodRunsAsAnAction() {
        let note = Note(text: "Call Ann")
        note.dispatch(\.stamp)
        #expect(note.text == "[12:00] Call Ann")
    }

    @Test func aTestReplacesTheDependencyInsteadOfPassingItToAnInitializer() {
        let note = Note(text: "Standup")
        OnwardContainer.withOverrides {
            $0[\.clock] = Clock(now: { "09:30" })
        } run: {
            note.dispatch(\.stamp)
        }
        #expect(note.text == "[09:30] Standup")
    }
}
