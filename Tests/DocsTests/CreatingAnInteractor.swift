import Observation
import Onward
import OnwardGeneratorsMacros
import Testing

// The code of CreatingAnInteractor.md. Path 1: a new interactor with two injected dependencies,
// driving two store types. Path 2: an existing class converted into an interactor. Then the
// diagnostics behind the checklist, checked against the generator the compiler runs.

struct HTTPClient {
    var baseURL = "https://example.com"
}

struct TextValidator {
    func isValid(_ text: String) -> Bool { text.contains { !$0.isWhitespace } }
}

extension OnwardContainer {
    @Inward var httpClient: HTTPClient = .init()
    @Inward var validator: TextValidator = .init()
}

@Interactor
final class TodoInteractor {
    @Outward(\.httpClient) var httpClient
    @Outward(\.validator) var validator

    var add: Action<ToDoStore, String> {
        Action { title in
            Middleware { proxy in
                guard self.validator.isValid(title) else { return }
                proxy.dispatch(\.todosMutator, proxy.todos + [ToDo(title: title)])
            }
        }
    }

    @Reducer(ToDo.self, get: \.isCompleted, set: \.isCompleted)
    func toggle(_ done: Bool) -> Bool { !done }

    @Action(reducers: \Self.toDoToggleReducer)
    var toggleAction: Action<ToDo>
}

@Observable
@Store(TodoInteractor.self)
final class ToDoStore {
    var todos: [ToDo] = []
}

@Observable
@Store(TodoInteractor.self)
final class ToDo {
    var title: String
    var isCompleted = false

    init(title: String) {
        self.title = title
    }
}

struct WallClock: Sendable {
    var now: @Sendable () -> String = { "12:00" }
}

/// Path 2's starting point: a plain class that takes its dependency through its initializer.
enum BeforeConversion {
    final class Note {
        var text: String

        init(text: String) {
            self.text = text
        }
    }

    class NoteStamper {
        let clock: WallClock
        var prefix: String

        init(clock: WallClock, prefix: String = "[") {
            self.clock = clock
            self.prefix = prefix
        }

        func stamp(_ note: Note) {
            note.text = "\(prefix)\(clock.now())] \(note.text)"
        }
    }

    static func use() -> String {
        let note = Note(text: "Call Ann")
        NoteStamper(clock: WallClock()).stamp(note)
        return note.text
    }
}

extension OnwardContainer {
    @Inward var wallClock: WallClock = .init()
}

@Interactor
final class NoteStamper {
    @Outward(\.wallClock) var clock
    let prefix = "["

    var stamp: Action<Note> {
        Action {
            Middleware { note in note.dispatch(\.prepend, "\(self.prefix)\(self.clock.now())] ") }
        }
    }

    var prepend: Action<Note, String> {
        Action { text in Reducer(update: \.text) { $0 = text + $0 } }
    }
}

@Store(NoteStamper.self)
final class Note {
    var text: String

    init(text: String) {
        self.text = text
    }
}

@Suite(.serialized) struct CreatingAnInteractorTests {
    @Test func pathOneDrivesBothStoreTypes() {
        let store = ToDoStore()
        store.dispatch(\.add, "Buy milk")
        store.dispatch(\.add, "   ")  // refused by the validator: nothing changes
        store.todos[0].dispatch(\.toggleAction)
        #expect(store.todos.map(\.title) == ["Buy milk"])
        #expect(store.todos[0].isCompleted)
    }

    @Test func theInteractorIsBuiltWithNoArguments() {
        let interactor = TodoInteractor.build()
        #expect(interactor.httpClient.baseURL == "https://example.com")
        #expect(interactor.validator.isValid("Buy milk"))
    }

    @Test func theGeneratedMembersAreTheOnesShown() {
        let source = #"""
            @Interactor
            final class TodoInteractor {
                @Outward(\.httpClient) var httpClient
                @Outward(\.validator) var validator
            }
            """#
        let members = #"""
            private init() {}

            public static func build() -> Self {
                return Self()
            }
            """#
        let conformance = #"""
            extension TodoInteractor: Interactor {}
            """#
        let expanded = expandOnwardMacros(in: source)
        #expect(expanded.diagnostics.isEmpty)
        #expect(expanded.text.contains(indented(members, by: 4)))
        #expect(expanded.text.contains(conformance))
    }

    @Test func aClassWithActionsAlsoListsThem() {
        let source = #"""
            @Interactor
            final class TodoInteractor {
                var add: Action<ToDoStore, String> { Action { _ in } }
            }
            """#
        let listing = #"""
            extension TodoInteractor: ActionListing {
                static func visitActions(_ visitor: inout some ActionVisitor) {
                    visitor.visit(\TodoInteractor.add, named: "add")
                }
            }
            """#
        let expanded = expandOnwardMacros(in: source)
        #expect(expanded.diagnostics.isEmpty)
        #expect(expanded.text.contains(listing))
    }

    @Test func pathTwoKeepsWhatTheClassDid() {
        #expect(BeforeConversion.use() == "[12:00] Call Ann")

        let note = Note(text: "Call Ann")
        note.dispatch(\.stamp)
        #expect(note.text == "[12:00] Call Ann")
    }

    @Test func aTestReplacesTheClockInsteadOfPassingIt() {
        let note = Note(text: "Standup")
        OnwardContainer.withOverrides {
            $0[\.wallClock] = WallClock(now: { "09:30" })
        } run: {
            note.dispatch(\.stamp)
        }
        #expect(note.text == "[09:30] Standup")
    }

    @Test func checklistItemOneIsDiagnosed() {
        let notAClass = #"""
            @Interactor
            struct SettingsInteractor {}
            """#
        let notFinal = #"""
            @Interactor
            class SettingsInteractor {}
            """#
        let expected = """
            Settings.swift:1:1: error: '@Interactor' can only be applied to a class, not a struct
            Settings.swift:2:1: error: '@Interactor' needs a final class: build() returns 'Self()', which a subclass of 'SettingsInteractor' could not construct; mark it 'final'
            """
        let diagnostics = [notAClass, notFinal].flatMap { diagnosticLines(of: $0, fileName: "Settings.swift") }
        #expect(diagnostics.joined(separator: "\n") == expected)
        let fixed = expandOnwardMacros(in: notFinal).diagnostics.first?.fixIts.first?.apply(to: notFinal)
        #expect(fixed == "@Interactor\nfinal class SettingsInteractor {}")
    }

    @Test func checklistItemsTwoAndThreeAreDiagnosed() {
        let source = #"""
            @Interactor
            final class SettingsInteractor {
                let defaults: UserSettings

                init(defaults: UserSettings) {
                    self.defaults = defaults
                }
            }
            """#
        let expected = """
            Settings.swift:3:9: error: 'defaults' needs a default value or @Outward; build() always constructs with no arguments
            Settings.swift:5:5: error: '@Interactor' adds its own 'private init()' and build() constructs with no arguments; remove this initializer and move dependencies to @Outward
            """
        #expect(diagnosticLines(of: source, fileName: "Settings.swift").joined(separator: "\n") == expected)
    }
}

/// The diagnostics of a source text, one line each, in the compiler's format; a diagnostic that two
/// roles of one macro report at the same place is listed once.
func diagnosticLines(of source: String, fileName: String) -> [String] {
    var lines: [String] = []
    for diagnostic in expandOnwardMacros(in: source, fileName: fileName).diagnostics
    where !lines.contains(diagnostic.description) {
        lines.append(diagnostic.description)
    }
    return lines
}

/// `text` with every non-empty line indented by `width` spaces.
func indented(_ text: String, by width: Int) -> String {
    let padding = String(repeating: " ", count: width)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : padding + $0 }
        .joined(separator: "\n")
}
