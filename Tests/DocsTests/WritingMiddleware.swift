import Onward
import OnwardGeneratorsMacros
import Testing

// The code of WritingMiddleware.md: a search screen whose interactor decides in middleware,
// dispatches from it, awaits a slow index, and wraps methods with @Middleware.

struct SearchIndex: Sendable {
    var titles = ["Buy milk", "Call Ann", "Water the plants"]

    func matches(_ query: String) -> [String] {
        query.isEmpty ? [] : titles.filter { $0.localizedLowercase.contains(query.localizedLowercase) }
    }

    func fetch(_ query: String) async -> [String] {
        try? await Task.sleep(for: .milliseconds(1))
        return matches(query)
    }
}

extension OnwardContainer {
    @Inward var searchIndex: SearchIndex = .init()
}

@Store(SearchInteractor.self)
final class SearchStore {
    var query = ""
    var results: [String] = []
    var isSearching = false
}

@Interactor
final class SearchInteractor {
    @Outward(\.searchIndex) var index

    var search: Action<SearchStore, String> {
        Action { text in
            Middleware { proxy in
                let query = String(text.drop(while: \.isWhitespace))
                guard proxy.query != query else { return }  // a proxy reads the store as it is now
                proxy.dispatch(\.queryMutator, query)  // lands at once: proxy.query reads it now
                proxy.dispatch(\.resultsMutator, self.index.matches(query))
            }
        }
    }

    var clear: Action<SearchStore> {
        Action {
            Reducer(setter: \.query, \.results) { ("", []) }
        }
    }

    var searchRemotely: AsyncAction<SearchStore, String> {
        AsyncAction { query in
            AsyncMiddleware { proxy in
                proxy.dispatch(\.isSearchingMutator, true)
                let found = await self.index.fetch(query)
                proxy.dispatch(\.resultsMutator, found)
                proxy.dispatch(\.isSearchingMutator, false)
            }
        }
    }
}

extension SearchInteractor {
    @Middleware(SearchStore.self)
    func clearWhenEmpty(_ proxy: SearchStore.Proxy) {
        if proxy.query.isEmpty { proxy.dispatch(\.clear) }
    }

    @Middleware(SearchStore.self)
    nonisolated(nonsending) func refresh(_ proxy: SearchStore.Proxy) async {
        let found = await index.fetch(proxy.query)
        proxy.dispatch(\.resultsMutator, found)
    }

    @Action(middlewares: \Self.searchStoreClearWhenEmptyMiddleware)
    var tidy: Action<SearchStore>

    @Action(middlewares: \Self.searchStoreRefreshMiddleware)
    var reload: AsyncAction<SearchStore>
}

@MainActor
@Suite struct WritingMiddlewareTests {
    @Test func middlewareDispatchesBeforeTheNextComponent() {
        let store = SearchStore()
        store.dispatch(\.search, "  milk")
        #expect(store.query == "milk")
        #expect(store.results == ["Buy milk"])
        store.dispatch(\.search, "milk")
        #expect(store.results == ["Buy milk"])
    }

    @Test func asyncMiddlewareIsAwaited() async {
        let store = SearchStore()
        await store.dispatch(\.searchRemotely, "call")
        #expect(store.results == ["Call Ann"])
        #expect(!store.isSearching)
    }

    @Test func generatedMiddleware() async {
        let store = SearchStore()
        store.dispatch(\.search, "an")
        store.dispatch(\.queryMutator, "")
        store.dispatch(\.tidy)
        #expect(store.results.isEmpty)
        store.dispatch(\.queryMutator, "plants")
        await store.dispatch(\.reload)
        #expect(store.results == ["Water the plants"])
    }

    @Test func theGeneratedPropertiesAreTheOnesShown() {
        let source = #"""
            extension SearchInteractor {
                @Middleware(SearchStore.self)
                func clearWhenEmpty(_ proxy: SearchStore.Proxy) {
                    if proxy.query.isEmpty { proxy.dispatch(\.clear) }
                }

                @Middleware(SearchStore.self)
                nonisolated(nonsending) func refresh(_ proxy: SearchStore.Proxy) async {
                    let found = await index.fetch(proxy.query)
                    proxy.dispatch(\.resultsMutator, found)
                }
            }
            """#
        let clearWhenEmpty = #"""
            var searchStoreClearWhenEmptyMiddleware: Middleware<SearchStore> {
                Middleware { self.clearWhenEmpty($0) }
            }
            """#
        let refresh = #"""
            var searchStoreRefreshMiddleware: AsyncMiddleware<SearchStore> {
                AsyncMiddleware { await self.refresh($0) }
            }
            """#
        let expanded = expandOnwardMacros(in: source).text
        #expect(expanded.contains(indented(clearWhenEmpty, by: 4)))
        #expect(expanded.contains(indented(refresh, by: 4)))
    }

    @Test func misusesAreDiagnosed() {
        let source = #"""
            extension SearchInteractor {
                @Middleware(SearchStore.self)
                @concurrent func refresh(_ proxy: SearchStore.Proxy) async {}
            }
            """#
        let expected = """
            Search.swift:3:5: error: 'refresh' is '@concurrent', so it would run away from the dispatching actor, where the store's proxy lives; '@Middleware' needs an async method that runs on it: remove '@concurrent'
            """
        #expect(diagnosticLines(of: source, fileName: "Search.swift").joined(separator: "\n") == expected)
        let fixed = expandOnwardMacros(in: source).diagnostics.first?.fixIts.first?.apply(to: source)
        let fixedLine = "    func refresh(_ proxy: SearchStore.Proxy) async {}"
        #expect(fixed?.split(separator: "\n").contains { $0 == fixedLine } == true)
    }
}
