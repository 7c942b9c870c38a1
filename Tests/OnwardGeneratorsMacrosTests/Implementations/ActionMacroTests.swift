import Testing

@Suite("@Action")
struct ActionMacroTests {
    @Test func composesReducersInAGetter() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\Self.toDoToggleReducer)
                var toggleAction: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var toggleAction: Action<ToDo> {
                        get {
                            Action.composing {
                                self.toDoToggleReducer
                            }
                        }
                    }
                }
                """
        )
    }

    @Test func takesComponentsWithoutLabelsAsUpstreamOnwardWritesThem() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(\\Self.toDoToggleReducer, \\Self.toDoLogMiddleware)
                var toggleAction: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var toggleAction: Action<ToDo> {
                        get {
                            Action.composing {
                                self.toDoToggleReducer
                                self.toDoLogMiddleware
                            }
                        }
                    }
                }
                """
        )
    }

    @Test func listsComponentsInTheOrderWritten() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(
                    reducers: \\Self.toDoToggleReducer, \\Self.Type.toDoCountReducer,
                    middlewares: \\Self.toDoLogMiddleware,
                    lateReducers: \\TodoInteractor.other, \\TodoInteractor.Type.last
                )
                public var toggleAction: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    public var toggleAction: Action<ToDo> {
                        get {
                            Action.composing {
                                self.toDoToggleReducer
                                Self.toDoCountReducer
                                self.toDoLogMiddleware
                                self.other
                                Self.last
                            }
                        }
                    }
                }
                """
        )
    }

    @Test func composesAnAsyncActionInAnExtension() {
        assertExpansion(
            """
            extension TodoInteractor {
                @Action(reducers: \\TodoInteractor.toDoLoadReducer, middlewares: \\Self.toDoSaveMiddleware)
                var load: AsyncAction<ToDo>
            }
            """,
            expandsTo: """
                extension TodoInteractor {
                    var load: AsyncAction<ToDo> {
                        get {
                            AsyncAction {
                                self.toDoLoadReducer
                                self.toDoSaveMiddleware
                            }
                        }
                    }
                }
                """
        )
    }

    @Test func composesAStaticActionFromStaticComponents() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\Self.Type.toDoCountReducer, middlewares: \\TodoInteractor.Type.toDoLogMiddleware)
                static var count: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    static var count: Action<ToDo> {
                        get {
                            Action {
                                Self.toDoCountReducer
                                Self.toDoLogMiddleware
                            }
                        }
                    }
                }
                """
        )
    }

    @Test func diagnosesAnInstanceComponentOfAStaticAction() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\Self.toDoToggleReducer)
                static var toggleAction: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    static var toggleAction: Action<ToDo>
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "instanceKeyPathInStaticAction",
                    message: "'toggleAction' is static, so it cannot reach the instance property "
                        + "'\\Self.toDoToggleReducer'; list a static one as '\\Self.Type.name', or make "
                        + "'toggleAction' an instance property",
                    line: 2,
                    column: 23
                )
            ]
        )
    }

    @Test func diagnosesASubscript() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\Self.toDoToggleReducer)
                subscript(index: Int) -> Action<ToDo> { fatalError() }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    subscript(index: Int) -> Action<ToDo> { fatalError() }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notAVariable",
                    message: "'@Action' can only be applied to a property, not a subscript",
                    line: 2,
                    column: 5
                )
            ]
        )
    }

    @Test func diagnosesALetWithAFixIt() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\Self.toDoToggleReducer)
                let toggleAction: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    let toggleAction: Action<ToDo>
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notVar",
                    message: "'@Action' writes a getter, so 'toggleAction' must be a 'var'",
                    line: 3,
                    column: 5,
                    fixIts: ["Replace 'let' with 'var'"]
                )
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Action(reducers: \\Self.toDoToggleReducer)
                    var toggleAction: Action<ToDo>
                }
                """
        )
    }

    @Test(arguments: [("toggleAction", 9), ("toggleAction: Int", 23), ("toggleAction: Action", 23)])
    func diagnosesAMissingOrWrongType(declaration: String, column: Int) {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\Self.toDoToggleReducer)
                var \(declaration)
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var \(declaration)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingActionType",
                    message: "'@Action' needs 'toggleAction' to declare its type: 'Action<Store>' or "
                        + "'AsyncAction<Store>'",
                    line: 3,
                    column: column
                )
            ]
        )
    }

    @Test func diagnosesArgumentTypes() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\Self.toDoRenameReducer)
                var rename: Action<ToDo, String>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var rename: Action<ToDo, String>
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "actionArguments",
                    message: "'rename' is 'Action<ToDo, String>', but an @Action composition takes no arguments; "
                        + "write an inline 'Action { value in ... }' instead",
                    line: 3,
                    column: 17
                )
            ]
        )
    }

    @Test(arguments: [("@Action", 5), ("@Action()", 5)])
    func diagnosesNoComponents(attribute: String, column: Int) {
        assertExpansion(
            """
            final class TodoInteractor {
                \(attribute)
                var toggleAction: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var toggleAction: Action<ToDo>
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "noComponents",
                    message: "'@Action' needs at least one key path in 'reducers:', 'middlewares:' or 'lateReducers:'",
                    line: 2,
                    column: column
                )
            ]
        )
    }

    @Test func diagnosesAKeyPathWithoutRootWithAFixIt() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\.toDoToggleReducer)
                var toggleAction: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var toggleAction: Action<ToDo>
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "invalidKeyPath",
                    message: "'\\.toDoToggleReducer' is not a key path to a property of the declaring type; write it "
                        + "as '\\Self.name'",
                    line: 2,
                    column: 23,
                    fixIts: ["Root the key path in 'Self'"]
                )
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Action(reducers: \\Self.toDoToggleReducer)
                    var toggleAction: Action<ToDo>
                }
                """
        )
    }

    @Test(arguments: ["\\Self.reducers[0]", "\\Self.optional?.reducer", "toDoToggleReducer"])
    func diagnosesAnExpressionThatIsNotAPropertyKeyPath(component: String) {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \(component))
                var toggleAction: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var toggleAction: Action<ToDo>
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "invalidKeyPath",
                    message: "'\(component)' is not a key path to a property of the declaring type; write it as "
                        + "'\\Self.name'",
                    line: 2,
                    column: 23
                )
            ]
        )
    }

    @Test func diagnosesAKeyPathRootedInAnotherTypeWithAFixIt() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\OtherInteractor.toDoToggleReducer, \\OtherInteractor.Type.toDoCountReducer)
                var toggleAction: Action<ToDo>
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var toggleAction: Action<ToDo>
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "keyPathRoot",
                    message: "'\\OtherInteractor.toDoToggleReducer' must be rooted in 'Self' or 'TodoInteractor', "
                        + "the type that declares the action",
                    line: 2,
                    column: 24,
                    fixIts: ["Root the key path in 'Self'"]
                ),
                DiagnosticSpec(
                    id: "keyPathRoot",
                    message: "'\\OtherInteractor.Type.toDoCountReducer' must be rooted in 'Self' or 'TodoInteractor', "
                        + "the type that declares the action",
                    line: 2,
                    column: 60,
                    fixIts: ["Root the key path in 'Self'"]
                ),
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Action(reducers: \\Self.toDoToggleReducer, \\Self.Type.toDoCountReducer)
                    var toggleAction: Action<ToDo>
                }
                """
        )
    }

    @Test func diagnosesAnInitialValueWithAFixIt() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\Self.toDoToggleReducer)
                var toggleAction: Action<ToDo> = Action {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var toggleAction: Action<ToDo> = Action {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "existingInitializer",
                    message: "'@Action' writes the getter of 'toggleAction'; remove its initial value",
                    line: 3,
                    column: 36,
                    fixIts: ["Remove the initial value"]
                )
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Action(reducers: \\Self.toDoToggleReducer)
                    var toggleAction: Action<ToDo>
                }
                """
        )
    }

    @Test func diagnosesAccessorsWithAFixIt() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Action(reducers: \\Self.toDoToggleReducer)
                var toggleAction: Action<ToDo> {
                    Action {}
                }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var toggleAction: Action<ToDo> {
                        Action {}
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "existingAccessors",
                    message: "'@Action' writes the getter of 'toggleAction'; remove its accessors",
                    line: 3,
                    column: 36,
                    fixIts: ["Remove the accessors"]
                )
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Action(reducers: \\Self.toDoToggleReducer)
                    var toggleAction: Action<ToDo>
                }
                """
        )
    }
}
