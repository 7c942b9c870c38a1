import Testing

@Suite struct ActionInExtensionRuleTests {
    static let model = """
        @Interactor final class ScoreInteractor {
            var score: Action<Scoreboard, Int> { Action { _ in } }
        }
        extension ScoreInteractor {
            var newMatch: Action<Scoreboard> { Action {} }
        }
        @Store(ScoreInteractor.self) final class Scoreboard { var home = 0 }
        """

    @Test func anActionInAnExtensionOfAnInteractorIsReportedWhereAHistoryIsKept() throws {
        let findings = check([
            "Model.swift": Self.model,
            "main.swift": """
            let board = Scoreboard()
            let history = try await StoreHistory.open("score.jsonl", recording: board)
            """,
        ])
        let finding = try #require(findings.first)
        #expect(findings.map(\.place) == ["Model.swift:5:9 actionInExtension"])
        #expect(
            finding.message
                == "'newMatch' is declared in an extension of interactor 'ScoreInteractor', which @Interactor does "
                + "not see: a history opened with the store's actions leaves it out, and stops saving when it is "
                + "dispatched; declare it in the class's body, or register it in the history's registry")
    }

    @Test func withoutAHistoryAnActionInAnExtensionIsLeftAlone() {
        #expect(check(["Model.swift": Self.model, "main.swift": "Scoreboard().dispatch(\\.newMatch)"]).isEmpty)
    }

    @Test func anActionRegisteredByHandIsLeftAlone() {
        let main = """
            let board = Scoreboard()
            let registry = ActionRegistry<Scoreboard>.storeActions().register(\\ScoreInteractor.newMatch)
            let history = try await StoreHistory.open("score.jsonl", recording: board, registry: registry)
            """
        #expect(check(["Model.swift": Self.model, "main.swift": main]).isEmpty)
    }
}
