import Testing

/// Code a user writes that must not compile, compiled by `swiftc` as a client would: each error is
/// checked where the person sees it, at their file, line and column.
@Suite struct MisuseFixtureTests {
    @Test func aConcurrentAsyncMiddlewareMethodIsRefusedAtTheAttribute() throws {
        let run = try CompilerRun()
        try run.write(
            "Refresh.swift",
            """
            import Onward

            @Interactor final class SearchInteractor {
                @Middleware(Search.self)
                @concurrent func refresh(_ proxy: Search.Proxy) async {}
            }

            @Store(SearchInteractor.self) final class Search {}
            """)
        let result = try run.compile(["Refresh.swift"], module: "Refresh")
        #expect(result.status != 0)
        #expect(
            result.diagnostics.first
                == "Refresh.swift:5:5: error: 'refresh' is '@concurrent', so it would run away from the dispatching "
                + "actor, where the store's proxy lives; '@Middleware' needs an async method that runs on it: "
                + "remove '@concurrent' (from macro 'Middleware')")
    }

    @Test func aPlainAsyncMiddlewareMethodOfANonisolatedInteractorCompilesAsUpstreamWritesIt() throws {
        let run = try CompilerRun()
        try run.write(
            "Refresh.swift",
            """
            import Onward

            @Interactor final class SearchInteractor {
                @Middleware(Search.self)
                func refresh(_ proxy: Search.Proxy) async {}
            }

            @Store(SearchInteractor.self) final class Search {}
            """)
        let result = try run.compile(["Refresh.swift"], module: "Refresh")
        #expect(result.status == 0)
        #expect(result.diagnostics == [])
    }

    @Test func aPlainAsyncMiddlewareMethodInAnExtensionOfAMainActorInteractorCompiles() throws {
        let run = try CompilerRun()
        try run.write(
            "Refresh.swift",
            """
            import Onward

            @MainActor @Interactor final class SearchInteractor {}

            extension SearchInteractor {
                @Middleware(Search.self)
                func refresh(_ proxy: Search.Proxy) async {}
            }

            @MainActor @Store(SearchInteractor.self) final class Search {}
            """)
        let result = try run.compile(["Refresh.swift"], module: "Refresh")
        #expect(result.status == 0)
        #expect(result.diagnostics == [])
    }

    /// Before, each of these blamed the key path and named the other kind of action: "cannot
    /// convert value of type 'KeyPath<NoteInteractor, Action<Note, String>>' to expected argument
    /// type 'KeyPath<NoteInteractor, AsyncAction<Note, Int>>'" (issue 29, item 6).
    @Test func argumentsThatDoNotMatchTheActionAreSaidToBeTheArguments() throws {
        let run = try CompilerRun()
        try run.write(
            "Calls.swift",
            """
            import Onward

            @Interactor final class NoteInteractor {
                var add: Action<Note, String> { Action { _ in } }
                var load: AsyncAction<Note, String> { AsyncAction { _ in } }
            }

            @Store(NoteInteractor.self) final class Note {
                var items: [String] = []
            }

            func calls(_ note: Note) async {
                note.dispatch(\\.add, "milk")
                await note.dispatch(\\.load, "list.txt")
                note.dispatch(\\.itemsMutator, ["milk"])
                note.dispatch(\\.add, 3)
                await note.dispatch(\\.load, 3)
                note.dispatch(\\.itemsMutator, 3)
                note.dispatch(\\.add)
                note.dispatch(\\.add, "milk", "eggs")
            }
            """)
        let result = try run.compile(["Calls.swift"], module: "Calls")
        let mismatch =
            "error: 'dispatch' is unavailable: the arguments do not match the action's parameters, in number or in type"
        #expect(
            result.diagnostics.filter { $0.contains(": error: ") }
                == ["16:10", "17:16", "18:10", "19:10", "20:10"].map { "Calls.swift:\($0): " + mismatch })
    }

    @Test func twoActionsOfOneStoreUnderOneNameAreRefusedAtTheSecond() throws {
        let run = try CompilerRun()
        try run.write(
            "Names.swift",
            """
            import Onward

            @Interactor final class NoteInteractor {
                var add: Action<Note, String> { Action { _ in } }
                var append: Action<Note, String> { Action("add") { _ in } }
            }

            @Store(NoteInteractor.self) final class Note {}
            """)
        let result = try run.compile(["Names.swift"], module: "Names")
        #expect(result.status != 0)
        #expect(
            result.diagnostics.first
                == "Names.swift:5:9: error: 'add' already names its action 'add' on 'Note'; an action log could not "
                + "tell the two apart: give this one another name (from macro 'Interactor ')")
    }

    /// The compiler does not expand `@Action` when a key path names no member, and says only that
    /// the member "cannot be resolved"; `@Interactor`, which sees the class's body, names the one meant.
    @Test func aMisspelledComponentOfAnActionIsNamedBesideTheCompilersError() throws {
        let run = try CompilerRun()
        try run.write(
            "Bank.swift",
            """
            import Onward

            @Interactor
            final class BankInteractor {
                @Reducer(Bank.self, get: \\.error, set: \\.error)
                func clearError(_ error: String?) -> String? { nil }

                @Action(reducers: \\Self.bankClearErorReducer)
                var dismissError: Action<Bank>
            }

            @Store(BankInteractor.self) final class Bank {
                var error: String? = nil
            }
            """)
        let result = try run.compile(["Bank.swift"], module: "Bank")
        #expect(result.status != 0)
        #expect(
            result.diagnostics == [
                "Bank.swift:8:23: warning: no reducer named 'bankClearErorReducer' in the body of 'BankInteractor'; "
                    + "did you mean 'bankClearErrorReducer'? (from macro 'Interactor')",
                "Bank.swift:8:23: note: Replace 'bankClearErorReducer' with 'bankClearErrorReducer'",
                "Bank.swift:8:23: error: reference to member 'bankClearErorReducer' cannot be resolved without a "
                    + "contextual type",
            ])
    }

    /// The warning is only for a name a typo away from the body's: a component declared in an
    /// extension, which no macro sees, is usually named otherwise.
    @Test func aComponentDeclaredInAnExtensionCompilesWithoutAWord() throws {
        let run = try CompilerRun()
        try run.write(
            "Bank.swift",
            """
            import Onward

            @Interactor
            final class BankInteractor {
                @Reducer(Bank.self, get: \\.error, set: \\.error)
                func clearError(_ error: String?) -> String? { nil }

                @Action(reducers: \\Self.bankClearErrorReducer, \\Self.bankResetReducer)
                var dismissError: Action<Bank>
            }

            extension BankInteractor {
                @Reducer(Bank.self, get: \\.error, set: \\.error)
                func reset(_ error: String?) -> String? { nil }
            }

            @Store(BankInteractor.self) final class Bank {
                var error: String? = nil
            }
            """)
        let result = try run.compile(["Bank.swift"], module: "Bank")
        #expect(result.status == 0)
        #expect(result.diagnostics == [])
    }

    @Test func aMainActorInteractorDrivingANonisolatedStoreIsRefusedWithANoteAtTheStore() throws {
        let run = try CompilerRun()
        try run.write(
            "Mixed.swift",
            """
            import Onward

            @MainActor @Interactor final class SearchInteractor {
                var setText: Action<Search, String> { Action { text in Reducer(update: \\.text) { $0 = text } } }
            }

            @Store(SearchInteractor.self) final class Search {
                var text = ""
            }
            """)
        let result = try run.compile(["Mixed.swift"], module: "Mixed")
        #expect(result.status != 0)
        // The error is the compiler's, in the expansion; the note names the user's class and the
        // conformance it depends on.
        #expect(
            result.diagnostics.contains("Mixed.swift:7:1: note: in expansion of macro 'Store' on class 'Search' here"))
        #expect(
            result.diagnostics.contains {
                $0.hasSuffix(
                    "note: conformance depends on main actor-isolated conformance of 'SearchInteractor' to protocol "
                        + "'Interactor'")
            })
    }

    @Test func aNonisolatedInteractorDrivingAMainActorStoreIsRefusedAtItsAction() throws {
        let run = try CompilerRun()
        try run.write(
            "Mixed.swift",
            """
            import Onward

            @Interactor final class SearchInteractor {
                var setText: Action<Search, String> { Action { text in Reducer(update: \\.text) { $0 = text } } }
            }

            @MainActor @Store(SearchInteractor.self) final class Search {
                var text = ""
            }
            """)
        let result = try run.compile(["Mixed.swift"], module: "Mixed")
        #expect(result.status != 0)
        #expect(
            result.diagnostics.first
                == "Mixed.swift:4:43: error: main actor-isolated conformance of 'Search' to 'Store' cannot be used in "
                + "nonisolated context [#IsolatedConformances]")
        #expect(
            result.diagnostics.contains(
                "Mixed.swift:4:78: error: cannot form key path to main actor-isolated property 'text'"))
    }

    @Test func anExpectationOfAnotherTypeOrOfNoPropertyDoesNotCompile() throws {
        let run = try CompilerRun()
        try run.write(
            "Expect.swift",
            """
            import Onward
            import OnwardTesting
            import Testing

            @Interactor final class CounterInteractor {
                var increment: Action<Counter, Int> { Action { n in Reducer(update: \\.count) { $0 += n } } }
            }

            @Store(CounterInteractor.self) final class Counter {
                var count = 0
            }

            @MainActor func test() {
                let store = TestStore(Counter())
                store.dispatch(\\.increment, 1) { $0.count = "one" }
                store.dispatch(\\.increment, 1) { $0.total = 1 }
            }
            """)
        let result = try run.compile(["Expect.swift"], module: "Expect")
        #expect(result.status != 0)
        let errors = result.diagnostics.filter { $0.contains(": error: ") }
        #expect(
            errors == [
                "Expect.swift:15:49: error: cannot assign value of type 'String' to type 'Int'",
                "Expect.swift:16:41: error: value of type 'ExpectedState<Counter>' has no dynamic member 'total' using "
                    + "key path from root type 'Counter'",
            ])
    }
}
