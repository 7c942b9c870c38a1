import SwiftDiagnostics
import SwiftSyntax

/// What `@Reducer` and `@Middleware` share: a method, the store type, and the property generated beside it.
struct MethodPeer {
    /// The annotated method.
    let function: FunctionDeclSyntax
    /// The store type, from the attribute's first argument.
    let store: MetatypeArgument

    /// `static ` for a `static`/`class` method, else `""`.
    var staticPrefix: String { function.modifiers.isStatic ? "static " : "" }

    /// The receiver of the forwarding call: `Self` for a static method, else `self`.
    var receiver: String { function.modifiers.isStatic ? "Self" : "self" }

    /// The method's access level restated for the generated property.
    var access: String { AccessPrefix.restating(function.modifiers) }

    /// `await ` for an `async` method, else `""`.
    var await: String { function.isAsync ? "await " : "" }

    /// The generated property's name: `lowerFirst(Store) + UpperFirst(method) + suffix`, e.g. `toDoToggleReducer`.
    func propertyName(suffix: String) -> String {
        store.baseName.lowercasingFirst + function.plainName.uppercasingFirst + suffix
    }

    /// The store type named by the attribute's first, unlabeled argument `SomeStore.self`.
    static func storeType(of attribute: AttributeSyntax) -> MetatypeArgument? {
        guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first,
            first.label == nil
        else { return nil }
        return MetatypeArgument(first.expression)
    }

    /// A diagnostic about a missing store type, at the first argument, or the attribute when it has none.
    static func missingStoreType(_ attribute: AttributeSyntax, message: DiagnosticMessage) -> Diagnostic {
        guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first else {
            return Diagnostic(node: attribute, message: message)
        }
        return Diagnostic(node: first, message: message)
    }

    /// A diagnostic at the method's `throws` clause with a fix-it removing it, when the method throws.
    static func throwing(
        _ function: FunctionDeclSyntax,
        message: DiagnosticMessage,
        fixIt fixItMessage: FixItMessage
    ) -> Diagnostic? {
        guard let throwsClause = function.signature.effectSpecifiers?.throwsClause else { return nil }
        return Diagnostic(
            node: throwsClause, message: message, fixIt: removeThrows(from: function, message: fixItMessage))
    }

    /// A fix-it that removes `throws` (or `rethrows`) from the method, keeping `async`.
    private static func removeThrows(from function: FunctionDeclSyntax, message: FixItMessage) -> FixIt {
        let signature = function.signature
        var effects = signature.effectSpecifiers
        effects?.throwsClause = nil
        if effects?.asyncSpecifier == nil { effects = nil }
        let newSignature = signature.with(\.effectSpecifiers, effects)
        return FixIt(message: message, changes: [.replace(oldNode: Syntax(signature), newNode: Syntax(newSignature))])
    }
}
