import Testing

@Suite("@Interactor")
struct InteractorMacroTests {
    @Test func addsInitBuildAndConformance() {
        assertExpansion(
            """
            @Interactor
            final class TodoInteractor {
                @Outward(\\.validator) var validator
                var count = 0
                var selection: Int?
                static let shared: Int
                var doubled: Int { count * 2 }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    @Outward(\\.validator) var validator
                    var count = 0
                    var selection: Int?
                    static let shared: Int
                    var doubled: Int { count * 2 }

                    private init() {}

                    public static func build() -> Self {
                        return Self()
                    }
                }

                extension TodoInteractor: Interactor {}
                """
        )
    }

    @Test func listsTheActionPropertiesOfAClassThatHasThem() {
        assertExpansion(
            """
            @Interactor
            public final class TodoInteractor {
                var count = 0
                static var shared: Action<ToDoStore> { Action {} }
                public var add: Action<ToDoStore, String> { Action { _ in } }
                var load: AsyncAction<ToDoStore> { AsyncAction {} }
                @Action(reducers: \\Self.flipReducer)
                var toggle: Action<ToDo>
            }
            """,
            expandsTo: """
                public final class TodoInteractor {
                    var count = 0
                    static var shared: Action<ToDoStore> { Action {} }
                    public var add: Action<ToDoStore, String> { Action { _ in } }
                    var load: AsyncAction<ToDoStore> { AsyncAction {} }
                    var toggle: Action<ToDo> {
                        get {
                            Action.composing {
                                self.flipReducer
                            }
                        }
                    }

                    private init() {}

                    public static func build() -> Self {
                        return Self()
                    }
                }

                extension TodoInteractor: Interactor {}

                extension TodoInteractor: ActionListing {
                    public static func visitActions(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\TodoInteractor.add, named: "add")
                        visitor.visit(\\TodoInteractor.load, named: "load")
                        visitor.visit(\\TodoInteractor.toggle, named: "toggle")
                    }
                }
                """
        )
    }

    @Test func aPublicClassWhoseActionsAreAllPublicListsThemInline() {
        assertExpansion(
            """
            @Interactor
            public final class TodoInteractor {
                public var add: Action<ToDoStore, String> { Action { _ in } }
            }
            """,
            expandsTo: """
                public final class TodoInteractor {
                    public var add: Action<ToDoStore, String> { Action { _ in } }

                    private init() {}

                    public static func build() -> Self {
                        return Self()
                    }
                }

                extension TodoInteractor: Interactor {}

                extension TodoInteractor: ActionListing {
                    @inlinable public static func visitActions(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\TodoInteractor.add, named: "add")
                    }
                }
                """
        )
    }

    @Test func listsNothingForAClassThatAlreadyListsItsActions() {
        assertExpansion(
            """
            @Interactor
            final class TodoInteractor: Interactor, ActionListing {
                var add: Action<ToDoStore, String> { Action { _ in } }
            }
            """,
            expandsTo: """
                final class TodoInteractor: Interactor, ActionListing {
                    var add: Action<ToDoStore, String> { Action { _ in } }

                    private init() {}

                    public static func build() -> Self {
                        return Self()
                    }
                }
                """
        )
    }

    @Test func addsNoConformanceWhenTheClassAlreadyConforms() {
        assertExpansion(
            """
            @Interactor
            public final class TodoInteractor: Interactor {
            }
            """,
            expandsTo: """
                public final class TodoInteractor: Interactor {

                    private init() {}

                    public static func build() -> Self {
                        return Self()
                    }
                }
                """
        )
    }

    @Test func diagnosesAStructInBothRoles() {
        assertExpansion(
            """
            @Interactor
            struct TodoInteractor {}
            """,
            expandsTo: """
                struct TodoInteractor {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notAClass",
                    message: "'@Interactor' can only be applied to a class, not a struct",
                    line: 1,
                    column: 1
                ),
                DiagnosticSpec(
                    id: "notAClass",
                    message: "'@Interactor' can only be applied to a class, not a struct",
                    line: 1,
                    column: 1
                ),
            ]
        )
    }

    @Test(arguments: [("enum", "an enum"), ("actor", "an actor"), ("protocol", "a protocol")])
    func diagnosesOtherDeclarations(keyword: String, kind: String) {
        let message = "'@Interactor' can only be applied to a class, not \(kind)"
        assertExpansion(
            """
            @Interactor
            \(keyword) TodoInteractor {}
            """,
            expandsTo: """
                \(keyword) TodoInteractor {}
                """,
            diagnostics: [
                DiagnosticSpec(id: "notAClass", message: message, line: 1, column: 1),
                DiagnosticSpec(id: "notAClass", message: message, line: 1, column: 1),
            ]
        )
    }

    @Test func diagnosesANonFinalClass() {
        assertExpansion(
            """
            @Interactor
            class TodoInteractor {}
            """,
            expandsTo: """
                class TodoInteractor {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notFinal",
                    message: "'@Interactor' needs a final class: build() returns 'Self()', which a subclass of "
                        + "'TodoInteractor' could not construct; mark it 'final'",
                    line: 2,
                    column: 1,
                    fixIts: ["Insert 'final'"]
                )
            ],
            fixedSource: """
                @Interactor
                final class TodoInteractor {}
                """
        )
    }

    @Test func diagnosesAnOpenClassAndMakesItPublicFinal() {
        assertExpansion(
            """
            @Interactor open class TodoInteractor {}
            """,
            expandsTo: """
                open class TodoInteractor {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notFinal",
                    message: "'@Interactor' needs a final class: build() returns 'Self()', which a subclass of "
                        + "'TodoInteractor' could not construct; mark it 'final'",
                    line: 1,
                    column: 18,
                    fixIts: ["Insert 'final'"]
                )
            ],
            fixedSource: """
                @Interactor public final class TodoInteractor {}
                """
        )
    }

    @Test func diagnosesAUserWrittenInitializer() {
        assertExpansion(
            """
            @Interactor
            final class TodoInteractor {
                var count = 0

                init(count: Int) {
                    self.count = count
                }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var count = 0

                    init(count: Int) {
                        self.count = count
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "userInitializer",
                    message: "'@Interactor' adds its own 'private init()' and build() constructs with no arguments; "
                        + "remove this initializer and move dependencies to @Outward",
                    line: 5,
                    column: 5,
                    fixIts: ["Remove the initializer"]
                )
            ],
            fixedSource: """
                @Interactor
                final class TodoInteractor {
                    var count = 0
                }
                """
        )
    }

    @Test func diagnosesAnInitializerInsideIfConfig() {
        assertExpansion(
            """
            @Interactor
            final class TodoInteractor {
                #if DEBUG
                init() {}
                #endif
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    #if DEBUG
                    init() {}
                    #endif
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "userInitializer",
                    message: "'@Interactor' adds its own 'private init()' and build() constructs with no arguments; "
                        + "remove this initializer and move dependencies to @Outward",
                    line: 4,
                    column: 5,
                    fixIts: ["Remove the initializer"]
                )
            ],
            fixedSource: """
                @Interactor
                final class TodoInteractor {
                    #if DEBUG
                    #endif
                }
                """
        )
    }

    @Test func diagnosesStoredPropertiesWithoutDefaultValue() {
        assertExpansion(
            """
            @Interactor
            final class TodoInteractor {
                var count: Int
                let selection: Int?
                var first, second: Int?
                var third: String? = nil, fourth: Double
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var count: Int
                    let selection: Int?
                    var first, second: Int?
                    var third: String? = nil, fourth: Double
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingDefaultValue",
                    message: "'count' needs a default value or @Outward; build() always constructs with no arguments",
                    line: 3,
                    column: 9
                ),
                DiagnosticSpec(
                    id: "missingDefaultValue",
                    message: "'selection' needs a default value or @Outward; build() always constructs with no "
                        + "arguments",
                    line: 4,
                    column: 9
                ),
                DiagnosticSpec(
                    id: "missingDefaultValue",
                    message: "'fourth' needs a default value or @Outward; build() always constructs with no arguments",
                    line: 6,
                    column: 31
                ),
            ]
        )
    }

    @Test func diagnosesTwoActionsLoggedUnderOneName() {
        assertExpansion(
            """
            @Interactor
            final class TodoInteractor {
                var add: Action<ToDoStore, String> { Action { _ in } }
                var append: Action<ToDoStore, String> { Action("add") { _ in } }
                var rename: Action<ToDo, String> { return Action("add") { _ in } }
                var other: Action<ToDoStore, String> { Action("other") { _ in } }
                var reset: Action<ToDoStore> { Action.composing("other") {} }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var add: Action<ToDoStore, String> { Action { _ in } }
                    var append: Action<ToDoStore, String> { Action("add") { _ in } }
                    var rename: Action<ToDo, String> { return Action("add") { _ in } }
                    var other: Action<ToDoStore, String> { Action("other") { _ in } }
                    var reset: Action<ToDoStore> { Action.composing("other") {} }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "duplicateActionName",
                    message: "'add' already names its action 'add' on 'ToDoStore'; an action log could not tell the "
                        + "two apart: give this one another name",
                    line: 4,
                    column: 9
                ),
                DiagnosticSpec(
                    id: "duplicateActionName",
                    message: "'other' already names its action 'other' on 'ToDoStore'; an action log could not tell "
                        + "the two apart: give this one another name",
                    line: 7,
                    column: 9
                ),
            ]
        )
    }

    @Test func aMainActorInteractorConformsOnTheMainActor() {
        assertExpansion(
            """
            @MainActor @Interactor
            final class CounterInteractor {
                var bump: Action<Counter> { Action {} }
            }
            """,
            expandsTo: """
                @MainActor
                final class CounterInteractor {
                    var bump: Action<Counter> { Action {} }

                    private init() {}

                    public static func build() -> Self {
                        return Self()
                    }
                }

                extension CounterInteractor: @MainActor Interactor {}

                extension CounterInteractor: @MainActor ActionListing {
                    static func visitActions(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\CounterInteractor.bump, named: "bump")
                    }
                }
                """
        )
    }

    @Test func listsActionsSpelledWithTheirModule() {
        assertExpansion(
            """
            @Interactor
            final class CounterInteractor {
                var bump: Onward.Action<Counter> { Action {} }
                var load: OnwardCore.AsyncAction<Counter, Int> { AsyncAction { _ in } }
            }
            """,
            expandsTo: """
                final class CounterInteractor {
                    var bump: Onward.Action<Counter> { Action {} }
                    var load: OnwardCore.AsyncAction<Counter, Int> { AsyncAction { _ in } }

                    private init() {}

                    public static func build() -> Self {
                        return Self()
                    }
                }

                extension CounterInteractor: Interactor {}

                extension CounterInteractor: ActionListing {
                    static func visitActions(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\CounterInteractor.bump, named: "bump")
                        visitor.visit(\\CounterInteractor.load, named: "load")
                    }
                }
                """
        )
    }
}
