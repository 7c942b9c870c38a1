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

    @Test func aNonisolatedAsyncMiddlewareMethodIsRefusedInATargetThatWouldRunItElsewhere() throws {
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
        #expect(result.status != 0)
        #expect(result.diagnostics.count == 2)
        #expect(
            result.diagnostics.first?.hasSuffix(
                "error: 'refresh' is async and nonisolated, so without NonisolatedNonsendingByDefault it runs away "
                    + "from the dispatching actor, where the store's proxy lives; mark it 'nonisolated(nonsending)', "
                    + "isolate it to the store's global actor, or enable that upcoming feature for the target")
                == true)
        #expect(
            result.diagnostics.last
                == "Refresh.swift:4:5: note: in expansion of macro 'Middleware' on instance method 'refresh' here")
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
}
