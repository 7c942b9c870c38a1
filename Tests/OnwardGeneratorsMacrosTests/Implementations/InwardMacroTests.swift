import Testing

@Suite("@Inward")
struct InwardMacroTests {
    @Test func registersADependencyWithItsDefaultValue() {
        assertExpansion(
            """
            extension OnwardContainer {
                @Inward var validator: TextValidator = .init()
                @Inward public var clock: any Clock<Duration> = ContinuousClock()
            }
            """,
            expandsTo: """
                extension OnwardContainer {
                    var validator: TextValidator {
                        get {
                            registered(\\.validator, named: "validator", default: { () -> TextValidator in .init() })
                        }
                    }
                    public var clock: any Clock<Duration> {
                        get {
                            registered(\\.clock, named: "clock", default: { () -> any Clock<Duration> in ContinuousClock() })
                        }
                    }
                }
                """
        )
    }

    @Test func diagnosesASubscript() {
        assertExpansion(
            """
            extension OnwardContainer {
                @Inward subscript(index: Int) -> Int { index }
            }
            """,
            expandsTo: """
                extension OnwardContainer {
                    subscript(index: Int) -> Int { index }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notAVariable",
                    message: "'@Inward' can only be applied to a property of an 'extension OnwardContainer', not a "
                        + "subscript",
                    line: 2,
                    column: 5
                )
            ]
        )
    }

    @Test func diagnosesALetWithAFixIt() {
        assertExpansion(
            """
            extension OnwardContainer {
                @Inward let validator: TextValidator = .init()
            }
            """,
            expandsTo: """
                extension OnwardContainer {
                    let validator: TextValidator = .init()
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "notVar",
                    message: "'@Inward' writes a getter, so 'validator' must be a 'var'",
                    line: 2,
                    column: 13,
                    fixIts: ["Replace 'let' with 'var'"]
                )
            ],
            fixedSource: """
                extension OnwardContainer {
                    @Inward var validator: TextValidator = .init()
                }
                """
        )
    }

    @Test func diagnosesAMissingTypeWithAFixItWhenTheValueShowsIt() {
        assertExpansion(
            """
            extension OnwardContainer {
                @Inward var validator = TextValidator(strict: true)
            }
            """,
            expandsTo: """
                extension OnwardContainer {
                    var validator = TextValidator(strict: true)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingTypeAnnotation",
                    message: "'@Inward' needs the type of 'validator'; write 'var validator: SomeType = ...'",
                    line: 2,
                    column: 17,
                    fixIts: ["Insert ': TextValidator'"]
                )
            ],
            fixedSource: """
                extension OnwardContainer {
                    @Inward var validator: TextValidator = TextValidator(strict: true)
                }
                """
        )
    }

    @Test func diagnosesAMissingTypeWithoutAFixItWhenTheValueHidesIt() {
        assertExpansion(
            """
            extension OnwardContainer {
                @Inward var validator = .init()
            }
            """,
            expandsTo: """
                extension OnwardContainer {
                    var validator = .init()
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingTypeAnnotation",
                    message: "'@Inward' needs the type of 'validator'; write 'var validator: SomeType = ...'",
                    line: 2,
                    column: 17
                )
            ]
        )
    }

    @Test func diagnosesAMissingDefaultValue() {
        assertExpansion(
            """
            extension OnwardContainer {
                @Inward var validator: TextValidator
            }
            """,
            expandsTo: """
                extension OnwardContainer {
                    var validator: TextValidator
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingDefaultValue",
                    message: "'@Inward' needs a default value for 'validator', used unless a test charges an "
                        + "override; write 'var validator: SomeType = SomeType()'",
                    line: 2,
                    column: 17
                )
            ]
        )
    }

    @Test func diagnosesAMissingTypeAndDefaultValue() {
        assertExpansion(
            """
            extension OnwardContainer {
                @Inward var validator
            }
            """,
            expandsTo: """
                extension OnwardContainer {
                    var validator
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingTypeAnnotation",
                    message: "'@Inward' needs the type of 'validator'; write 'var validator: SomeType = ...'",
                    line: 2,
                    column: 17
                ),
                DiagnosticSpec(
                    id: "missingDefaultValue",
                    message: "'@Inward' needs a default value for 'validator', used unless a test charges an "
                        + "override; write 'var validator: SomeType = SomeType()'",
                    line: 2,
                    column: 17
                ),
            ]
        )
    }
}
