import Foundation
import OnwardCheck
import Testing

/// Code that uses Onward correctly has no finding.
@Suite struct CorrectCodeTests {
    @Test func theTodosExampleHasNoFinding() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Todos/Sources/TodosCore")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        let files = try paths.filter { $0.hasSuffix(".swift") }.map { path in
            CheckedFile(
                path: folder.appendingPathComponent(path).path, target: "TodosCore",
                text: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
        #expect(files.count > 5)
        let manifest =
            #".target(name: "TodosCore", dependencies: ["Onward"], path: "Examples/Todos/Sources/TodosCore")"#
        #expect(PackageCheck(files: files, settings: ManifestSettings(manifest: manifest)).findings() == [])
    }

    @Test func anInteractorSharedByTwoStoresWithActionsAndHelpersInOtherFilesHasNoFinding() {
        let findings = check([
            "Interactor.swift": """
            @Interactor final class NoteInteractor {
                @Reducer(Note.self, update: \\.text)
                func trim(_ text: inout String) { text = tidy(text) }

                @Action(reducers: \\Self.noteTrimReducer)
                var trimAction: Action<Note>
            }
            """,
            "Interactor+Actions.swift": """
            extension NoteInteractor {
                var add: Action<Notebook, String> {
                    Action { title in
                        Middleware { proxy in self.log(title) }
                        Reducer(update: \\.titles) { $0.append(title) }
                    }
                }

                @Middleware(Notebook.self)
                func announce(_ proxy: Notebook.Proxy) { log("announced") }
            }
            """,
            "Interactor+Helpers.swift": """
            extension NoteInteractor {
                func tidy(_ text: String) -> String { text }
                func log(_ message: String) { print(message) }
            }
            """,
            "Stores.swift": """
            @Store(NoteInteractor.self) final class Note { var text = "" }
            @Store(NoteInteractor.self) final class Notebook { var titles: [String] = [] }
            """,
            "main.swift": """
            let notebook = Notebook()
            notebook.dispatch(\\.add, "Milk")
            notebook.dispatch(\\.titlesMutator, [])
            let note = Note()
            note.dispatch(\\.trimAction)
            """,
        ])
        #expect(findings.map(\.place) == [])
    }

    @Test(arguments: ["build", "forStore"])
    func anInteractorBuiltByAStoreWrittenByHandHasAStore(making: String) {
        let findings = check([
            "Manual.swift": """
            final class Manual: Store {
                let interactor = ManualInteractor.\(making)()
                var count = 0
            }

            @Interactor final class ManualInteractor {
                var bump: Action<Manual> { Action { Reducer(update: \\.count) { $0 += 1 } } }
            }
            """
        ])
        #expect(findings.map(\.place) == [])
    }

    @Test func aFileThatDoesNotParseIsCheckedAsFarAsItGoes() {
        let findings = check([
            "Broken.swift": """
            class Half { func x( }
            @Interactor final class Lonely {}
            """
        ])
        #expect(findings.map(\.place) == ["Broken.swift:2:25 interactorWithoutStore"])
    }
}
