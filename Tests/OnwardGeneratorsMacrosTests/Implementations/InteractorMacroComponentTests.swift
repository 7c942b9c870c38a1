import OnwardGeneratorsMacros
import Testing

/// `@Interactor`'s warnings about `@Action` key paths that name no member of the class's body.
@Suite("@Interactor: @Action components")
struct InteractorMacroComponentTests {
    @Test func warnsAtAMisspelledReducerWithTheNameItsReducerGenerates() {
        let source = """
            @Interactor
            final class BankInteractor {
                @Reducer(Bank.self, get: \\.error, set: \\.error)
                func clearError(_ error: String?) -> String? { nil }

                @Action(reducers: \\Self.bankClearErorReducer)
                var dismissError: Action<Bank>
            }
            """
        assertExpansion(
            source,
            expandsTo: """
                final class BankInteractor {
                    func clearError(_ error: String?) -> String? { nil }

                    var bankClearErrorReducer: Reducer<Bank> {
                        Reducer(get: \\.error, set: \\.error) { self.clearError($0) }
                    }
                    var dismissError: Action<Bank> {
                        get {
                            Action.composing {
                                self.bankClearErorReducer
                            }
                        }
                    }

                    private init() {}

                    public static func build() -> Self {
                        return Self()
                    }
                }

                extension BankInteractor: Interactor {}

                extension BankInteractor: ActionListing {
                    static func visitActions(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\BankInteractor.dismissError, named: "dismissError")
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "unknownComponent",
                    message: "no reducer named 'bankClearErorReducer' in the body of 'BankInteractor'; "
                        + "did you mean 'bankClearErrorReducer'?",
                    line: 6,
                    column: 23,
                    fixIts: ["Replace 'bankClearErorReducer' with 'bankClearErrorReducer'"]
                )
            ],
            fixedSource: source.replacingOccurrences(of: "bankClearErorReducer", with: "bankClearErrorReducer")
        )
        // A warning: an extension the macro cannot see may declare the name.
        #expect(expandOnwardMacros(in: source).diagnostics.map(\.severity) == [.warning])
    }

    @Test func namesTheKindOfComponentByItsLabelAndReadsEveryRoot() {
        let source = """
            @Interactor
            final class BankInteractor {
                var bankResetReducer: Reducer<Bank> { Reducer(update: \\.balance) { $0 = 0 } }
                @Middleware(Bank.self)
                func audit(_ proxy: Bank.Proxy) {}
                @Reducer(Bank.self, update: \\.balance)
                static func round(_ balance: inout Int) {}

                @Action(
                    reducers: \\Self.bankResetReducer, \\BankInteractor.bankResteReducer,
                    middlewares: \\Self.bankAuditMiddleware, \\Self.bankAudtMiddleware
                )
                var reset: Action<Bank>
                @Action(\\Self.bankAuditMidleware)
                var auditOnly: Action<Bank>
                @Action(reducers: \\Self.Type.bankRoundReducers)
                static var roundAction: Action<Bank>
            }
            """
        let diagnostics = expandOnwardMacros(in: source).diagnostics
        #expect(
            diagnostics.map(DiagnosticSpec.init) == [
                DiagnosticSpec(
                    id: "unknownComponent",
                    message: "no reducer named 'bankResteReducer' in the body of 'BankInteractor'; "
                        + "did you mean 'bankResetReducer'?",
                    line: 10, column: 43, fixIts: ["Replace 'bankResteReducer' with 'bankResetReducer'"]),
                DiagnosticSpec(
                    id: "unknownComponent",
                    message: "no middleware named 'bankAudtMiddleware' in the body of 'BankInteractor'; "
                        + "did you mean 'bankAuditMiddleware'?",
                    line: 11, column: 49, fixIts: ["Replace 'bankAudtMiddleware' with 'bankAuditMiddleware'"]),
                DiagnosticSpec(
                    id: "unknownComponent",
                    message: "no reducer or middleware named 'bankAuditMidleware' in the body of 'BankInteractor'; "
                        + "did you mean 'bankAuditMiddleware'?",
                    line: 14, column: 13, fixIts: ["Replace 'bankAuditMidleware' with 'bankAuditMiddleware'"]),
                DiagnosticSpec(
                    id: "unknownComponent",
                    message: "no reducer named 'bankRoundReducers' in the body of 'BankInteractor'; "
                        + "did you mean 'bankRoundReducer'?",
                    line: 16, column: 23, fixIts: ["Replace 'bankRoundReducers' with 'bankRoundReducer'"]),
            ])
        let edits = diagnostics.flatMap(\.fixIts).flatMap(\.edits)
        let fixed = SourceTextEdit.apply(edits, to: source)
        #expect(expandOnwardMacros(in: fixed).diagnostics == [])
    }

    /// Each of these is silent: the name is the body's, or an extension may declare it.
    @Test(arguments: [
        // Declared in the body, as a property or, wrongly for a key path, a method (the compiler says so).
        ("var bankClearErrorReducer: Reducer<Bank> { Reducer { _ in } }", "bankClearErrorReducer"),
        ("func bankClearErrorReducer() {}", "bankClearErrorReducer"),
        // Far from every name in the body: more likely another component, in an extension.
        ("var bankClearErrorReducer: Reducer<Bank> { Reducer { _ in } }", "bankDepositReducer"),
        // A property wrapper's projection or storage, which the body does not show.
        ("@Wrapper var bankClearErrorReducer = 0", "$bankClearErrorReducer"),
        ("@Wrapper var bankClearErrorReducer = 0", "_bankClearErrorReducer"),
        // A freestanding macro may declare members the body does not show.
        ("var bankClearErrorReduce = 0\n    #members", "bankClearErrorReducer"),
    ])
    func saysNothingWhenTheBodyHasTheNameOrAnExtensionMayDeclareIt(member: String, name: String) {
        let source = """
            @Interactor
            final class BankInteractor {
                \(member)
                @Action(reducers: \\Self.\(name))
                var dismissError: Action<Bank>
            }
            """
        #expect(expandOnwardMacros(in: source).diagnostics == [])
    }

    @Test func readsOnlyKeyPathsRootedInTheClass() {
        let source = """
            @Interactor
            final class BankInteractor {
                var bankClearErrorReducer: Reducer<Bank> { Reducer(update: \\.error) { $0 = nil } }
                @Action(reducers: \\Other.bankClearErorReducer, \\.bankClearErorReducer)
                var dismissError: Action<Bank>
            }
            """
        // `@Action` itself refuses both roots; `@Interactor` adds nothing.
        #expect(expandOnwardMacros(in: source).diagnostics.map(\.id) == ["keyPathRoot", "invalidKeyPath"])
    }
}
