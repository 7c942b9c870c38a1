import Testing

@Suite("@Middleware")
struct MiddlewareMacroTests {
    @Test func wrapsAMethodTakingTheProxy() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Middleware(ToDo.self)
                func log(_ proxy: ToDo.Proxy) { print(proxy.title) }
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func log(_ proxy: ToDo.Proxy) { print(proxy.title) }

                    var toDoLogMiddleware: Middleware<ToDo> {
                        Middleware { self.log($0) }
                    }
                }
                """
        )
    }

    @Test func awaitsANonsendingAsyncMethodAndKeepsItsLabel() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Middleware(ToDoStore.self)
                public nonisolated(nonsending) func save(proxy: ToDoStore.Proxy) async {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    public nonisolated(nonsending) func save(proxy: ToDoStore.Proxy) async {}

                    public var toDoStoreSaveMiddleware: AsyncMiddleware<ToDoStore> {
                        AsyncMiddleware { await self.save(proxy: $0) }
                    }
                }
                """
        )
    }

    @Test func makesAStaticPropertyForAStaticMethod() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Middleware(ToDo.self)
                static func log(_ proxy: ToDo.Proxy) {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    static func log(_ proxy: ToDo.Proxy) {}

                    static var toDoLogMiddleware: Middleware<ToDo> {
                        Middleware { Self.log($0) }
                    }
                }
                """
        )
    }

    @Test func diagnosesAProperty() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Middleware(ToDo.self)
                var log = 0
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    var log = 0
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notAFunction",
                    message: "'@Middleware' can only be applied to a method, not a property",
                    line: 2,
                    column: 5
                )
            ]
        )
    }

    @Test(arguments: [("@Middleware", 5), ("@Middleware(ToDo)", 17), ("@Middleware(\"ToDo\")", 17)])
    func diagnosesAMissingStoreType(attribute: String, column: Int) {
        assertExpansion(
            """
            final class TodoInteractor {
                \(attribute)
                func log(_ proxy: ToDo.Proxy) {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func log(_ proxy: ToDo.Proxy) {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingStoreType",
                    message: "'@Middleware' needs the store type as its argument, written as 'ToDo.self'",
                    line: 2,
                    column: column
                )
            ]
        )
    }

    @Test(arguments: [
        ("_ proxy: ToDo.Proxy, _ title: String", 2, "2 parameters"),
        ("_ proxy: ToDo.Proxy, _ title: String, _ id: Int", 3, "3 parameters"),
    ])
    func diagnosesMoreThanOneParameter(parameters: String, count: Int, description: String) {
        assertExpansion(
            """
            final class TodoInteractor {
                @Middleware(ToDo.self)
                func log(\(parameters)) {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func log(\(parameters)) {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "parameterCount",
                    message: "'log' takes \(description) but a middleware takes the store's proxy or nothing: "
                        + "'func log(_ proxy: ToDo.Proxy)'",
                    line: 3,
                    column: 13
                )
            ]
        )
    }

    @Test func diagnosesAThrowingMethodWithAFixIt() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Middleware(ToDo.self)
                func log(_ proxy: ToDo.Proxy) throws {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func log(_ proxy: ToDo.Proxy) throws {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "throwingMethod",
                    message: "'@Middleware' cannot use 'log' because it throws; handle errors inside the method",
                    line: 3,
                    column: 35,
                    fixIts: ["Remove 'throws'"]
                )
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Middleware(ToDo.self)
                    func log(_ proxy: ToDo.Proxy) {}
                }
                """
        )
    }

    @Test func diagnosesAConcurrentAsyncMethodWithAFixIt() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Middleware(ToDo.self)
                @concurrent private static func log(_ proxy: ToDo.Proxy) async {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    @concurrent private static func log(_ proxy: ToDo.Proxy) async {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notNonsending",
                    message: "'log' is '@concurrent', so it would run away from the dispatching actor, where the "
                        + "store's proxy lives; '@Middleware' needs an async method that runs on it: remove "
                        + "'@concurrent'",
                    line: 3,
                    column: 5,
                    fixIts: ["Remove '@concurrent'"]
                )
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Middleware(ToDo.self)
                    private static func log(_ proxy: ToDo.Proxy) async {}
                }
                """
        )
    }

    @Test func aPlainAsyncMethodOfAMainActorInteractorRunsOnTheMainActor() {
        assertExpansion(
            """
            @MainActor final class TodoInteractor {
                @Middleware(ToDo.self)
                func log(_ proxy: ToDo.Proxy) async {}
            }
            """,
            expandsTo: """
                @MainActor final class TodoInteractor {
                    func log(_ proxy: ToDo.Proxy) async {}

                    var toDoLogMiddleware: AsyncMiddleware<ToDo> {
                        AsyncMiddleware { await self.log($0) }
                    }
                }
                """
        )
    }

    @Test func aPlainAsyncMethodOfANonisolatedInteractorIsLeftToTheCompilersIsolationCheck() {
        // Safe where the target runs nonisolated async functions on their caller, or where the
        // interactor is isolated in a way a macro cannot see (an extension of a main-actor class):
        // the compiler, which knows, refuses the call where it would send the proxy away.
        assertExpansion(
            """
            extension TodoInteractor {
                @Middleware(ToDo.self)
                func log(_ proxy: ToDo.Proxy) async {}
            }
            """,
            expandsTo: """
                extension TodoInteractor {
                    func log(_ proxy: ToDo.Proxy) async {}

                    var toDoLogMiddleware: AsyncMiddleware<ToDo> {
                        AsyncMiddleware { await self.log($0) }
                    }
                }
                """
        )
    }

    @Test func aMethodThatTakesNothingIgnoresTheProxy() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Middleware(ToDo.self)
                func ping() {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func ping() {}

                    var toDoPingMiddleware: Middleware<ToDo> {
                        Middleware { _ in self.ping() }
                    }
                }
                """
        )
    }

    @Test func refusesThenWithAFixItThatRemovesIt() {
        assertExpansion(
            """
            final class TodoInteractor {
                @Middleware(ToDo.self, then: \\Self.toDoFlipReducer)
                func log(_ proxy: ToDo.Proxy) {}
            }
            """,
            expandsTo: """
                final class TodoInteractor {
                    func log(_ proxy: ToDo.Proxy) {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "thenNotSupported",
                    message: "'@Middleware' runs no reducers after the method; list them in the action instead: "
                        + "'@Action(middlewares: \\Self.someMiddleware, lateReducers: \\Self.someReducer)'",
                    line: 2,
                    column: 28,
                    fixIts: ["Remove 'then:'"]
                )
            ],
            fixedSource: """
                final class TodoInteractor {
                    @Middleware(ToDo.self)
                    func log(_ proxy: ToDo.Proxy) {}
                }
                """
        )
    }
}
