/// The misuses `@Inward` diagnoses.
enum InwardDiagnostic: OnwardDiagnosticMessage {
    /// Applied to something other than a property; `kind` describes it ("a function").
    case notAVariable(kind: String)
    /// Applied to a `let`.
    case notVar(property: String)
    /// The property has no type annotation.
    case missingTypeAnnotation(property: String)
    /// The property has no default value.
    case missingDefaultValue(property: String)

    var id: String {
        switch self {
        case .notAVariable: "notAVariable"
        case .notVar: "notVar"
        case .missingTypeAnnotation: "missingTypeAnnotation"
        case .missingDefaultValue: "missingDefaultValue"
        }
    }

    var message: String {
        switch self {
        case .notAVariable(let kind):
            "'@Inward' can only be applied to a property of an 'extension OnwardContainer', not \(kind)"
        case .notVar(let property):
            "'@Inward' writes a getter, so '\(property)' must be a 'var'"
        case .missingTypeAnnotation(let property):
            "'@Inward' needs the type of '\(property)'; write 'var \(property): SomeType = ...'"
        case .missingDefaultValue(let property):
            "'@Inward' needs a default value for '\(property)', used unless a test charges an override; "
                + "write 'var \(property): SomeType = SomeType()'"
        }
    }
}

extension InwardDiagnostic {
    /// The fix-it that turns `let` into `var`.
    static let replaceLet = OnwardFixItMessage("Replace 'let' with 'var'", id: "replaceLet")
    /// The fix-it that writes the type inferred from the default value, `typeName`.
    static func insertType(_ typeName: String) -> OnwardFixItMessage {
        OnwardFixItMessage("Insert ': \(typeName)'", id: "insertType")
    }
}
