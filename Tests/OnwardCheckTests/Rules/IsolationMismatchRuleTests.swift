import Testing

@Suite struct IsolationMismatchRuleTests {
    @Test func aMainActorStoreWithANonisolatedInteractorIsReportedAtTheStore() throws {
        let findings = check([
            "Interactor.swift": "@Interactor final class SearchInteractor {}",
            "Search.swift": """
            @MainActor
            @Store(SearchInteractor.self)
            final class Search {}
            """,
        ])
        let finding = try #require(findings.first)
        #expect(findings.map(\.place) == ["Search.swift:3:13 isolationMismatch"])
        #expect(
            finding.message
                == "store 'Search' is isolated to the main actor but its interactor 'SearchInteractor' "
                + "(Interactor.swift:1) is nonisolated (its target's default isolation), so the store cannot run "
                + "the interactor's actions: isolate them alike: add '@MainActor' to 'SearchInteractor' "
                + "(Interactor.swift:1), or remove '@MainActor' from 'Search'")
    }

    @Test func theTargetsDefaultIsolationCounts() throws {
        let manifest = """
            let package = Package(targets: [
                .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "Plain"),
            ])
            """
        let findings = check(
            [
                "App/Interactor.swift": "@Interactor nonisolated final class SearchInteractor {}",
                "App/Search.swift": "@Store(SearchInteractor.self) final class Search {}",
            ], manifest: manifest)
        let finding = try #require(findings.first)
        #expect(findings.map(\.place) == ["Search.swift:1:43 isolationMismatch"])
        #expect(
            finding.message.hasSuffix(
                "isolate them alike: remove 'nonisolated' from 'SearchInteractor' (Interactor.swift:1), or mark "
                    + "'Search' 'nonisolated' (Search.swift:1)"))
        let alike = check(
            [
                "App/Interactor.swift": "@Interactor final class SearchInteractor {}",
                "App/Search.swift": "@MainActor @Store(SearchInteractor.self) final class Search {}",
            ], manifest: manifest)
        #expect(alike.isEmpty)
    }

    @Test func storesAndInteractorsIsolatedAlikeAreNotReported() {
        let findings = check([
            "A.swift": """
            @MainActor @Interactor final class AInteractor {}
            @MainActor @Store(AInteractor.self) final class A {}
            @Interactor final class BInteractor {}
            @Store(BInteractor.self) final class B {}
            """
        ])
        #expect(findings.isEmpty)
    }

    @Test func aDefaultIsolationTheManifestDoesNotShowKeepsTheRuleSilent() {
        let manifest = #".target(name: "App", swiftSettings: sharedSettings)"#
        let findings = check(
            [
                "App/A.swift": """
                @Interactor final class AInteractor {}
                @MainActor @Store(AInteractor.self) final class A {}
                """
            ], manifest: manifest)
        #expect(findings.isEmpty)
    }
}
