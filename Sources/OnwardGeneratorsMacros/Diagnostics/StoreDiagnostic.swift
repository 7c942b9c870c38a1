/// The misuses `@Store` diagnoses.
enum StoreDiagnostic: OnwardDiagnosticMessage {
    /// Applied to something other than a class; `kind` describes it ("a struct").
    case notAClass(kind: String)
    /// The argument is not of the form `SomeInteractor.self`; `example` is the type to show.
    case missingInteractorType(example: String)
    /// A mutable stored property has neither a type annotation nor a value whose type is obvious.
    case missingTypeAnnotation(property: String)

    var id: String {
        switch self {
        case .notAClass: "notAClass"
        case .missingInteractorType: "missingInteractorType"
        case .missingTypeAnnotation: "missingTypeAnnotation"
        }
    }

    var message: String {
        switch self {
        case .notAClass(let kind):
            "'@Store' can only be applied to a class, not \(kind)"
        case .missingInteractorType(let example):
            "'@Store' needs the interactor type, written as '\(example).self'"
        case .missingTypeAnnotation(let property):
            "'@Store' cannot tell the type of '\(property)' for '\(property)Mutator'; "
                + "write it out, as in 'var \(property): SomeType = ...'"
        }
    }
}

extension StoreDiagnostic {
    /// The fix-it that appends `.self` to a bare type name.
    static let appendSelf = OnwardFixItMessage("Append '.self'", id: "appendSelf")
}
