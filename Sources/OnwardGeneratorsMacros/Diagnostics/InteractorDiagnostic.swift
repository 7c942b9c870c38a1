import SwiftDiagnostics

/// The misuses `@Interactor` diagnoses.
enum InteractorDiagnostic: OnwardDiagnosticMessage {
    /// Applied to something other than a class; `kind` describes it ("a struct").
    case notAClass(kind: String)
    /// Applied to a class that is not `final`.
    case notFinal(className: String)
    /// The class declares its own initializer.
    case userInitializer
    /// A stored property has no default value and no attribute such as `@Outward`.
    case missingDefaultValue(property: String)
    /// Two actions on one store type are named alike, so an action log could not tell them apart.
    case duplicateActionName(name: String, store: String, first: String)
    /// A key path of an `@Action` in the class's body names a property that the body neither declares
    /// nor generates, near one it does; `kind` is "reducer", "middleware" or "reducer or middleware".
    case unknownComponent(kind: String, name: String, interactor: String, suggestion: String)

    var id: String {
        switch self {
        case .notAClass: "notAClass"
        case .notFinal: "notFinal"
        case .userInitializer: "userInitializer"
        case .missingDefaultValue: "missingDefaultValue"
        case .duplicateActionName: "duplicateActionName"
        case .unknownComponent: "unknownComponent"
        }
    }

    /// An error, but for `unknownComponent`, a warning: an extension the macro cannot see may declare the
    /// name, and when none does, the compiler's own error already stops the build.
    var severity: DiagnosticSeverity {
        switch self {
        case .unknownComponent: .warning
        default: .error
        }
    }

    var message: String {
        switch self {
        case .notAClass(let kind):
            "'@Interactor' can only be applied to a class, not \(kind)"
        case .notFinal(let className):
            "'@Interactor' needs a final class: build() returns 'Self()', which a subclass of '\(className)' "
                + "could not construct; mark it 'final'"
        case .userInitializer:
            "'@Interactor' adds its own 'private init()' and build() constructs with no arguments; "
                + "remove this initializer and move dependencies to @Outward"
        case .missingDefaultValue(let property):
            "'\(property)' needs a default value or @Outward; build() always constructs with no arguments"
        case .duplicateActionName(let name, let store, let first):
            "'\(first)' already names its action '\(name)' on '\(store)'; an action log could not tell the two "
                + "apart: give this one another name"
        case .unknownComponent(let kind, let name, let interactor, let suggestion):
            "no \(kind) named '\(name)' in the body of '\(interactor)'; did you mean '\(suggestion)'?"
        }
    }
}

extension InteractorDiagnostic {
    /// The fix-it that marks the class `final`.
    static let insertFinal = OnwardFixItMessage("Insert 'final'", id: "insertFinal")
    /// The fix-it that removes a user-written initializer.
    static let removeInitializer = OnwardFixItMessage("Remove the initializer", id: "removeInitializer")

    /// The fix-it that replaces a key path's unknown name with the suggested one.
    static func replaceComponentName(_ name: String, with suggestion: String) -> OnwardFixItMessage {
        OnwardFixItMessage("Replace '\(name)' with '\(suggestion)'", id: "replaceComponentName")
    }
}
