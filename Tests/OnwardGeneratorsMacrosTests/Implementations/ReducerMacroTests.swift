import Testing

@Suite("@Reducer")
struct ReducerMacroTests {
    @Test func wrapsAMethodThatGetsAndSets() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self, get: \\.isCompleted, set: \\.isCompleted)
                func toggle(_ done: Bool) -> Bool { !done }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func toggle(_ done: Bool) -> Bool { !done }

                    var toDoToggleReducer: Reducer<ToDo> {
                        Reducer(get: \\.isCompleted, set: \\.isCompleted) { self.toggle($0) }
                    }
                }
                """
        )
    }

    @Test func passesSeveralKeyPathsWithTheMethodsArgumentLabels() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDoStore.self, get: \\.todos, \\.nextID, set: \\.todos, \\.nextID)
                public func add(_ todos: [ToDo], id nextID: Int) -> ([ToDo], Int) { (todos, nextID + 1) }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    public func add(_ todos: [ToDo], id nextID: Int) -> ([ToDo], Int) { (todos, nextID + 1) }

                    public var toDoStoreAddReducer: Reducer<ToDoStore> {
                        Reducer(get: \\.todos, \\.nextID, set: \\.todos, \\.nextID) { self.add($0, id: $1) }
                    }
                }
                """
        )
    }

    @Test func readsOnlyWithAGetter() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self, get: \\.title)
                private func log(title: String) { print(title) }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    private func log(title: String) { print(title) }

                    private var toDoLogReducer: Reducer<ToDo> {
                        Reducer(getter: \\.title) { self.log(title: $0) }
                    }
                }
                """
        )
    }

    @Test func writesOnlyWithASetter() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self, set: \\.title, \\.isCompleted)
                func reset() -> (String, Bool) { ("", false) }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func reset() -> (String, Bool) { ("", false) }

                    var toDoResetReducer: Reducer<ToDo> {
                        Reducer(setter: \\.title, \\.isCompleted) { self.reset() }
                    }
                }
                """
        )
    }

    @Test func awaitsAnAsyncMethod() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self, get: \\.title, set: \\.title)
                func fetchTitle(_ title: String) async -> String { title }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func fetchTitle(_ title: String) async -> String { title }

                    var toDoFetchTitleReducer: AsyncReducer<ToDo> {
                        AsyncReducer(get: \\.title, set: \\.title) { await self.fetchTitle($0) }
                    }
                }
                """
        )
    }

    @Test func makesAStaticPropertyForAStaticMethod() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self, get: \\.isCompleted, set: \\.isCompleted)
                static func toggle(_ done: Bool) -> Bool { !done }

                @Reducer(ToDo.self, get: \\.title)
                class func announce(_ title: String) async { print(title) }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    static func toggle(_ done: Bool) -> Bool { !done }

                    static var toDoToggleReducer: Reducer<ToDo> {
                        Reducer(get: \\.isCompleted, set: \\.isCompleted) { Self.toggle($0) }
                    }
                    class func announce(_ title: String) async { print(title) }

                    static var toDoAnnounceReducer: AsyncReducer<ToDo> {
                        AsyncReducer(getter: \\.title) { await Self.announce($0) }
                    }
                }
                """
        )
    }

    @Test func diagnosesAProperty() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self, get: \\.title)
                var title = ""
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var title = ""
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notAFunction",
                    message: "'@Reducer' can only be applied to a method, not a property",
                    line: 2,
                    column: 5
                )
            ]
        )
    }

    @Test(arguments: [
        ("@Reducer(get: \\.title)", 14),
        ("@Reducer(ToDo, get: \\.title)", 14),
        ("@Reducer(store: ToDo.self, get: \\.title)", 14),
    ])
    func diagnosesAMissingStoreType(attribute: String, column: Int) {
        assertExpansion(
            """
            final class TodoInteractor {
                \(attribute)
                func log(_ title: String) {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func log(_ title: String) {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingStoreType",
                    message: "'@Reducer' needs the store type as its first argument, written as 'ToDo.self'",
                    line: 2,
                    column: column
                )
            ]
        )
    }

    @Test func diagnosesNoKeyPaths() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self)
                func log() {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func log() {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "noKeyPaths",
                    message: "'@Reducer' needs key paths: 'get:' for the state the method reads, 'set:' for the state "
                        + "it returns, or 'update:' for the state it changes in place",
                    line: 2,
                    column: 5
                )
            ]
        )
    }

    @Test func diagnosesAParameterCountThatDiffersFromTheGetKeyPaths() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self, get: \\.title, set: \\.title)
                func rename(_ title: String, suffix: String) -> String { title + suffix }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func rename(_ title: String, suffix: String) -> String { title + suffix }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "parameterCountMismatch",
                    message: "'rename' takes 2 parameters but 'get:' lists 1 key path; each parameter receives one "
                        + "'get:' value, in order",
                    line: 3,
                    column: 16
                )
            ]
        )
    }

    @Test(arguments: [
        ("-> (String, Bool)", 2, "2 values", 34),
        ("", 0, "0 values", 10),
        ("-> Void", 0, "0 values", 34),
        ("-> ()", 0, "0 values", 34),
    ])
    func diagnosesAReturnCountThatDiffersFromTheSetKeyPaths(
        returnClause: String,
        values: Int,
        description: String,
        column: Int
    ) {
        let body = values == 2 ? "{ (title, true) }" : "{}"
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self, get: \\.title, set: \\.title)
                func rename(_ title: String) \(returnClause) \(body)
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func rename(_ title: String) \(returnClause) \(body)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "returnCountMismatch",
                    message: "'rename' returns \(description) but 'set:' lists 1 key path; return one value per "
                        + "'set:' key path, several as a tuple",
                    line: 3,
                    column: column
                )
            ]
        )
    }

    @Test func diagnosesAThrowingMethodWithAFixIt() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDo.self, get: \\.title, set: \\.title)
                func rename(_ title: String) async throws -> String { title }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func rename(_ title: String) async throws -> String { title }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "throwingMethod",
                    message: "'@Reducer' cannot use 'rename' because it throws; a reducer must always produce the "
                        + "next state",
                    line: 3,
                    column: 40,
                    fixIts: ["Remove 'throws'"]
                )
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Reducer(ToDo.self, get: \\.title, set: \\.title)
                    func rename(_ title: String) async -> String { title }
                }
                """
        )
    }

    @Test func diagnosesEveryMisuseAtOnce() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(get: \\.title, set: \\.title)
                func rename() throws {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func rename() throws {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingStoreType",
                    message: "'@Reducer' needs the store type as its first argument, written as 'ToDo.self'",
                    line: 2,
                    column: 14
                ),
                DiagnosticSpec(
                    id: "returnCountMismatch",
                    message: "'rename' returns 0 values but 'set:' lists 1 key path; return one value per 'set:' key "
                        + "path, several as a tuple",
                    line: 3,
                    column: 10
                ),
                DiagnosticSpec(
                    id: "parameterCountMismatch",
                    message: "'rename' takes 0 parameters but 'get:' lists 1 key path; each parameter receives one "
                        + "'get:' value, in order",
                    line: 3,
                    column: 16
                ),
                DiagnosticSpec(
                    id: "throwingMethod",
                    message: "'@Reducer' cannot use 'rename' because it throws; a reducer must always produce the "
                        + "next state",
                    line: 3,
                    column: 19,
                    fixIts: ["Remove 'throws'"]
                ),
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Reducer(get: \\.title, set: \\.title)
                    func rename() {}
                }
                """
        )
    }
}
