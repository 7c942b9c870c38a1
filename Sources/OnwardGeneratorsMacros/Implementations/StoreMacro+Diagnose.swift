import SwiftDiagnostics
import SwiftSyntax

extension StoreMacro {
    /// The misuses of the attribute itself: not a class, or an argument other than `SomeInteractor.self`.
    /// - Parameters:
    ///   - declaration: The declaration the attribute is attached to.
    ///   - attribute: The `@Store` attribute.
    /// - Returns: The diagnostics; empty when members can be generated.
    static func diagnose(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if !declaration.is(ClassDeclSyntax.self) {
            let kind = DeclarationKind.describing(declaration)
            diagnostics.append(Diagnostic(node: attribute, message: StoreDiagnostic.notAClass(kind: kind)))
        }
        if interactorType(of: attribute) == nil {
            diagnostics.append(missingInteractorType(attribute))
        }
        return diagnostics
    }

    /// The interactor type named by the attribute's only argument, `SomeInteractor.self`.
    static func interactorType(of attribute: AttributeSyntax) -> MetatypeArgument? {
        guard case .argumentList(let arguments) = attribute.arguments, arguments.count == 1,
            let argument = arguments.first, argument.label == nil
        else { return nil }
        return MetatypeArgument(argument.expression)
    }

    /// `missingInteractorType` at the argument (or the attribute, when it has none), with a fix-it appending
    /// `.self` to a bare type name.
    private static func missingInteractorType(_ attribute: AttributeSyntax) -> Diagnostic {
        guard case .argumentList(let arguments) = attribute.arguments, let argument = arguments.first else {
            return Diagnostic(
                node: attribute, message: StoreDiagnostic.missingInteractorType(example: "TodoInteractor"))
        }
        let expression = argument.expression
        guard argument.label == nil, let typeName = InferredType.typeReference(expression) else {
            let message = StoreDiagnostic.missingInteractorType(example: "TodoInteractor")
            return Diagnostic(node: argument, message: message)
        }
        let withSelf = MemberAccessExprSyntax(
            base: expression, declName: DeclReferenceExprSyntax(baseName: .keyword(.self)))
        return Diagnostic(
            node: expression,
            message: StoreDiagnostic.missingInteractorType(example: typeName),
            fixIt: .replacing(expression, with: ExprSyntax(withSelf), message: StoreDiagnostic.appendSelf)
        )
    }
}
