import Testing

@Suite struct InteractorWithoutStoreRuleTests {
    @Test func anInteractorNoStoreNamesIsReportedAtItsName() throws {
        let findings = check([
            "Lonely.swift": """
            @Interactor
            final class LonelyInteractor {}
            """
        ])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(
            finding.description
                == "/package/Lonely.swift:2:13: warning: interactor 'LonelyInteractor' drives no store: no "
                + "'@Store(LonelyInteractor.self)' in this package names it, so none of its actions can be "
                + "dispatched; point a store at it with '@Store(LonelyInteractor.self)', or remove it")
    }

    @Test func aStoreInAnotherTargetCounts() {
        let findings = check([
            "Core/Interactor.swift": "@Interactor final class ListInteractor {}",
            "App/Store.swift": "@Store(Core.ListInteractor.self) final class List {}",
        ])
        #expect(findings.isEmpty)
    }

    @Test func aPublicInteractorMayDriveStoresOfOtherPackages() {
        #expect(check(["Lib.swift": "@Interactor public final class SharedInteractor {}"]).isEmpty)
    }

    @Test func onlyTheNamedTargetsAreReported() {
        let files = ["Core/A.swift": "@Interactor final class AInteractor {}"]
        #expect(check(files, targets: ["App"]).isEmpty)
        #expect(check(files, targets: ["Core"]).count == 1)
    }
}
