import OnwardGeneratorsMacros
import Testing

@Suite("expandOnwardMacros(in:)")
struct ExpandOnwardMacrosTests {
    /// The toolchain's swift-syntax drops the blank line above an attribute it removes (`@Interactor` here).
    @Test func expandsEveryMacroOfAFileAndLeavesOtherAttributes() {
        assertExpansion(
            """
            import Observation
            import Onward

            extension OnwardContainer {
                @Inward var validator: TextValidator = .init()
            }

            @Interactor
            final class TodoInteractor {
                @Outward(\\.validator) var validator

                @Reducer(ToDo.self, get: \\.isCompleted, set: \\.isCompleted)
                func toggle(_ done: Bool) -> Bool { !done }

                @Action(reducers: \\Self.toDoToggleReducer)
                var toggleAction: Action<ToDo>
            }

            @Observable @Store(TodoInteractor.self)
            final class ToDo {
                var isCompleted = false
            }
            """,
            expandsTo: """
                import Observation
                import Onward

                extension OnwardContainer {
                    var validator: TextValidator {
                        get {
                            registered(\\.validator, named: "validator", default: { () -> TextValidator in .init() })
                        }
                    }
                }
                final class TodoInteractor {
                    @Outward(\\.validator) var validator
                    func toggle(_ done: Bool) -> Bool { !done }

                    var toDoToggleReducer: Reducer<ToDo> {
                        Reducer(get: \\.isCompleted, set: \\.isCompleted) { self.toggle($0) }
                    }
                    var toggleAction: Action<ToDo> {
                        get {
                            Action.composing {
                                self.toDoToggleReducer
                            }
                        }
                    }

                    private init() {}

                    public static func build() -> Self {
                        return Self()
                    }
                }

                @Observable
                final class ToDo {
                    var isCompleted = false

                    let interactor = TodoInteractor.forStore()

                    @exclusivity(unchecked) var observerStorage = DispatchObserverStorage()

                    var isCompletedMutator: Action<ToDo, Bool> {
                        Action { value in
                            Reducer(setter: \\ToDo.isCompleted) { value }
                        }
                    }

                    static func visitMutators(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\ToDo.isCompletedMutator, named: "isCompletedMutator")
                    }

                    #if DEBUG
                    static func storedPropertyName(of keyPath: AnyKeyPath) -> String? {
                        switch keyPath {
                        case \\ToDo.isCompleted: "isCompleted"
                        default: nil
                        }
                    }
                    #endif
                }

                extension TodoInteractor: Interactor {}

                extension TodoInteractor: ActionListing {
                    static func visitActions(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\TodoInteractor.toggleAction, named: "toggleAction")
                    }
                }

                extension ToDo: Store {}
                """
        )
    }

    /// swift-syntax's expansion machinery cannot map every node a macro sees back to the file (accessor macros'
    /// declarations in particular), so positions are checked deep inside a file for every role.
    @Test func locatesDiagnosticsAndFixItsOfEveryRoleInTheFile() {
        let source = """
            import Onward

            // Accessor, peer, member and extension roles, far from the first line.
            extension OnwardContainer {
                var other = 0; @Inward var validator = TextValidator()
            }

            final class TodoInteractor {
                @Reducer(ToDo.self, get: \\.title, set: \\.title)
                func rename(_ title: String) throws -> String { title }

                @Action(reducers: \\Self.toDoRenameReducer)
                let renameAction: Action<ToDo>
            }

            @Interactor
            class Other {}
            """
        let result = expandOnwardMacros(in: source)
        #expect(
            result.diagnostics.map { "\($0.line):\($0.column) \($0.id ?? "-")" } == [
                "5:32 missingTypeAnnotation", "10:34 throwingMethod", "13:5 notVar", "17:1 notFinal",
            ]
        )
        let fixed = SourceTextEdit.apply(result.diagnostics.flatMap(\.fixIts).flatMap(\.edits), to: source)
        #expect(
            fixed
                == source.replacing("var validator", with: "var validator: TextValidator")
                .replacing(") throws ->", with: ") ->")
                .replacing("let renameAction", with: "var renameAction")
                .replacing("\nclass Other", with: "\nfinal class Other")
        )
    }

    @Test func reportsSyntaxErrorsWithoutAnID() {
        let result = expandOnwardMacros(in: "let x = (1\n", fileName: "Broken.swift")
        #expect(result.diagnostics.map(\.id) == [nil])
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.diagnostics.first?.description == "Broken.swift:1:11: error: expected ')' to end tuple")
    }

    @Test func sortsDiagnosticsByPositionAndDescribesThemLikeTheCompiler() {
        let result = expandOnwardMacros(
            in: """
                @Store(TodoInteractor.self)
                struct B {}
                @Interactor
                struct A {}
                """,
            fileName: "Two.swift"
        )
        #expect(
            result.diagnostics.map(\.description) == [
                "Two.swift:1:1: error: '@Store' can only be applied to a class, not a struct",
                "Two.swift:1:1: error: '@Store' can only be applied to a class, not a struct",
                "Two.swift:3:1: error: '@Interactor' can only be applied to a class, not a struct",
                "Two.swift:3:1: error: '@Interactor' can only be applied to a class, not a struct",
            ]
        )
    }

    @Test func leavesASourceWithoutOnwardMacrosAsItIs() {
        let source = "@MainActor final class Model {\n    @Published var x = 1\n}\n"
        let result = expandOnwardMacros(in: source)
        #expect(result.text == source)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func usesTheGivenIndentationWidthForMembers() {
        let result = expandOnwardMacros(in: "@Interactor\nfinal class A {\n  var x = 0\n}", indentationWidth: 2)
        #expect(
            result.text == """

                final class A {
                  var x = 0

                  private init() {}

                  public static func build() -> Self {
                      return Self()
                  }
                }

                extension A: Interactor {}
                """
        )
    }
}
