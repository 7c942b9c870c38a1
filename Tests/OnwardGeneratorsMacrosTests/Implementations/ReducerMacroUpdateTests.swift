import Testing

@Suite("@Reducer(update:)")
struct ReducerMacroUpdateTests {
    @Test func wrapsAMethodThatChangesItsParameterInPlace() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDoStore.self, update: \\.todos)
                func removeCompleted(_ todos: inout [ToDo]) { todos.removeAll { $0.isCompleted } }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func removeCompleted(_ todos: inout [ToDo]) { todos.removeAll { $0.isCompleted } }

                    var toDoStoreRemoveCompletedReducer: Reducer<ToDoStore> {
                        Reducer(update: \\.todos) { self.removeCompleted(&$0) }
                    }
                }
                """
        )
    }

    @Test func passesTheGetValueFirstWithTheMethodsArgumentLabels() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDoStore.self, get: \\.nextID, update: \\.todos)
                public func append(id: Int, to todos: inout [ToDo]) { todos.append(ToDo(id: id)) }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    public func append(id: Int, to todos: inout [ToDo]) { todos.append(ToDo(id: id)) }

                    public var toDoStoreAppendReducer: Reducer<ToDoStore> {
                        Reducer(get: \\.nextID, update: \\.todos) { self.append(id: $0, to: &$1) }
                    }
                }
                """
        )
    }

    @Test func makesAStaticPropertyForAStaticMethod() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Reducer(ToDoStore.self, update: \\.nextID)
                static func advance(_ id: inout Int) { id += 1 }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    static func advance(_ id: inout Int) { id += 1 }

                    static var toDoStoreAdvanceReducer: Reducer<ToDoStore> {
                        Reducer(update: \\.nextID) { Self.advance(&$0) }
                    }
                }
                """
        )
    }

    @Test func diagnosesSetWithUpdate() {
        assertDiagnosed(
            attribute: "@Reducer(ToDoStore.self, get: \\.todos, set: \\.nextID, update: \\.todos)",
            method: "func trim(_ todos: [ToDo], _ more: inout [ToDo]) -> Int { 0 }",
            DiagnosticSpec(
                id: "setWithUpdate",
                message: "'@Reducer' cannot take both 'set:' and 'update:'; return the new values for 'set:', or "
                    + "change one value in place with 'update:'",
                line: 2,
                column: 49
            )
        )
    }

    @Test func diagnosesSeveralUpdateKeyPaths() {
        assertDiagnosed(
            attribute: "@Reducer(ToDoStore.self, update: \\.todos, \\.nextID)",
            method: "func reset(_ todos: inout [ToDo]) {}",
            DiagnosticSpec(
                id: "severalUpdateKeyPaths",
                message: "'update:' lists 2 key paths but takes exactly one; to write several properties, use "
                    + "'get:' and 'set:'",
                line: 2,
                column: 47
            )
        )
    }

    @Test func diagnosesSeveralGetKeyPathsWithUpdate() {
        assertDiagnosed(
            attribute: "@Reducer(ToDoStore.self, get: \\.nextID, \\.todos, update: \\.todos)",
            method: "func add(_ id: Int, _ old: [ToDo], _ todos: inout [ToDo]) {}",
            DiagnosticSpec(
                id: "severalGetKeyPathsWithUpdate",
                message: "'get:' lists 2 key paths but takes at most one with 'update:'; to read several "
                    + "properties, use 'get:' and 'set:'",
                line: 2,
                column: 45
            )
        )
    }

    @Test(arguments: [
        (
            "@Reducer(ToDoStore.self, update: \\.todos)", "func clear() {}", 15,
            "'clear' takes 0 parameters but needs 1: an 'inout' parameter for the 'update:' value"
        ),
        (
            "@Reducer(ToDoStore.self, get: \\.nextID, update: \\.todos)", "func clear(_ todos: inout [ToDo]) {}", 15,
            "'clear' takes 1 parameter but needs 2: one per 'get:' key path, in order, then an 'inout' parameter "
                + "for the 'update:' value"
        ),
    ])
    func diagnosesAParameterCountThatDiffersFromTheKeyPaths(
        attribute: String,
        method: String,
        column: Int,
        message: String
    ) {
        assertDiagnosed(
            attribute: attribute,
            method: method,
            DiagnosticSpec(id: "updateParameterCountMismatch", message: message, line: 3, column: column)
        )
    }

    @Test func diagnosesALastParameterThatIsNotInoutWithAFixIt() {
        assertDiagnosed(
            attribute: "@Reducer(ToDoStore.self, get: \\.nextID, update: \\.todos)",
            method: "func add(_ id: Int, _ todos: [ToDo]) {}",
            DiagnosticSpec(
                id: "updateNotInout",
                message: "'add' must take its last parameter 'todos' as 'inout': it receives the 'update:' value "
                    + "to change in place",
                line: 3,
                column: 34,
                fixIts: ["Insert 'inout'"]
            ),
            fixedMethod: "func add(_ id: Int, _ todos: inout [ToDo]) {}"
        )
    }

    @Test(arguments: [
        (
            "@Reducer(ToDoStore.self, get: \\.nextID, update: \\.todos)",
            "func add(_ id: inout Int, _ todos: inout [ToDo]) {}"
        ),
        ("@Reducer(ToDoStore.self, get: \\.nextID, set: \\.nextID)", "func add(_ id: inout Int) -> Int { id }"),
    ])
    func diagnosesAGetParameterThatIsInout(attribute: String, method: String) {
        assertDiagnosed(
            attribute: attribute,
            method: method,
            DiagnosticSpec(
                id: "inoutGetParameter",
                message: "'add' takes 'id' as 'inout' but it receives a 'get:' value, which a reducer cannot change; "
                    + "to change a value in place, use 'update:' and make it the last parameter",
                line: 3,
                column: 20
            )
        )
    }

    @Test(arguments: [("-> Int", "1 value"), ("-> (Int, Int)", "2 values")])
    func diagnosesAMethodThatReturnsAValue(returnClause: String, values: String) {
        assertDiagnosed(
            attribute: "@Reducer(ToDoStore.self, update: \\.nextID)",
            method: "func advance(_ id: inout Int) \(returnClause) { fatalError() }",
            DiagnosticSpec(
                id: "updateReturnsValue",
                message: "'advance' returns \(values) but with 'update:' returns nothing; it changes its last, "
                    + "'inout' parameter instead",
                line: 3,
                column: 35
            )
        )
    }

    @Test func diagnosesAnAsyncMethod() {
        assertDiagnosed(
            attribute: "@Reducer(ToDoStore.self, update: \\.todos)",
            method: "func sort(_ todos: inout [ToDo]) async {}",
            DiagnosticSpec(
                id: "asyncUpdate",
                message: "'@Reducer' cannot use 'update:' with 'sort' because it is async; there is no "
                    + "asynchronous 'update:' reducer, so use 'get:' and 'set:'",
                line: 3,
                column: 38
            )
        )
    }

    /// Expects `@attribute` on `method` in an interactor to expand to the method alone, with `diagnostic`, and
    /// its fix-it, if any, to turn the method into `fixedMethod`.
    private func assertDiagnosed(
        attribute: String,
        method: String,
        _ diagnostic: DiagnosticSpec,
        fixedMethod: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertExpansion(
            """
            final class TodoInteractor {
                \(attribute)
                \(method)
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    \(method)
                }
                """,
            diagnostics: [diagnostic],
            fixedSource: fixedMethod.map {
                """
                final class TodoInteractor {
                    \(attribute)
                    \($0)
                }
                """
            },
            sourceLocation: sourceLocation
        )
    }
}
