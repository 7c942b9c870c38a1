import Testing

@Suite struct UnknownActionRuleTests {
    static let model = """
        @Interactor final class ListInteractor {
            var add: Action<List, String> { Action { _ in } }
        }
        extension ListInteractor {
            var clear: Action<List> { Action {} }
        }
        @Store(ListInteractor.self) final class List { var items: [String] = [] }
        """

    @Test func aKeyPathThatNamesNoActionIsReportedWithTheNearestName() throws {
        let findings = check([
            "Model.swift": Self.model,
            "main.swift": """
            let list = List()
            list.dispatch(\\.ad, "Milk")
            """,
        ])
        let finding = try #require(findings.first)
        #expect(findings.map(\.place) == ["main.swift:2:15 unknownAction"])
        #expect(
            finding.message
                == "'ad' is no action of store 'List': its interactor 'ListInteractor' declares no such property "
                + "and 'List' has no such mutator; did you mean 'add'?")
    }

    @Test func aNameDeclaredInAnotherFileOrAStoreWithConformancesIsLeftAlone() {
        let findings = check([
            "Model.swift": Self.model + """

                @Interactor final class SettingsInteractor {
                    var flip: Action<SettingsStore> { Action {} }
                }
                @Store(SettingsInteractor.self) final class SettingsStore {}
                protocol Clearable: Store {}
                extension Clearable { var noop: Action<Self> { Action {} } }
                extension List: Clearable {}
                final class Screen { let store = SettingsStore() }
                """,
            "Screen+Tap.swift": """
            extension Screen {
                func tap() { store.dispatch(\\.flip) }
                func preview(store: List) { store.dispatch(\\.noop) }
            }
            """,
        ])
        #expect(findings.map(\.place) == [])
    }

    @Test func actionsInExtensionsAndMutatorsAreKnown() {
        let findings = check([
            "Model.swift": Self.model,
            "main.swift": """
            func run(list: List) async {
                list.dispatch(\\.clear)
                list.dispatch(\\.itemsMutator, [])
                await list.dispatch(\\.add, "Eggs")
            }
            """,
        ])
        #expect(findings.isEmpty)
    }

    @Test func aVariableWhoseStoreTypeIsUnclearIsLeftAlone() {
        let findings = check([
            "Model.swift": Self.model,
            "main.swift": """
            let list = makeList()
            list.dispatch(\\.nothing)
            func other(list: List) { list.dispatch(\\.nothing) }
            let closure = { (store: Store) in store.dispatch(\\.nothing) }
            """,
        ])
        #expect(findings.isEmpty)
    }
}
