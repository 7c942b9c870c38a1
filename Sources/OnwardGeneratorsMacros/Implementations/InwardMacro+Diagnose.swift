import SwiftDiagnostics
import SwiftSyntax

extension InwardMacro {
    /// The misuses of an `@Inward` property, in source order.
    /// - Parameters:
    ///   - variable: The property declaration.
    ///   - binding: Its (first) binding.
    /// - Returns: The diagnostics; empty when the getter can be generated.
    static func diagnose(_ variable: VariableDeclSyntax, binding: PatternBindingSyntax) -> [Diagnostic] {
        let property = binding.plainName ?? binding.pattern.trimmedDescription
        let missingDefault = InwardDiagnostic.missingDefaultValue(property: property)
        return [
            variable.isVar ? nil : notVar(variable.bindingSpecifier, property: property),
            binding.typeAnnotation == nil ? missingType(binding, property: property) : nil,
            binding.initializer == nil ? Diagnostic(node: binding.pattern, message: missingDefault) : nil,
        ].compactMap { $0 }
    }

    /// `notVar` at `let`, with a fix-it replacing it by `var`.
    private static func notVar(_ keyword: TokenSyntax, property: String) -> Diagnostic {
        let fixIt = FixIt.replacingLet(keyword, message: InwardDiagnostic.replaceLet)
        return Diagnostic(node: keyword, message: InwardDiagnostic.notVar(property: property), fixIt: fixIt)
    }

    /// `missingTypeAnnotation` at the name, with a fix-it writing the type when the default value shows it.
    private static func missingType(_ binding: PatternBindingSyntax, property: String) -> Diagnostic {
        let message = InwardDiagnostic.missingTypeAnnotation(property: property)
        guard let value = binding.initializer?.value, let type = InferredType.of(value) else {
            return Diagnostic(node: binding.pattern, message: message)
        }
        let annotation = TypeAnnotationSyntax(
            colon: .colonToken(trailingTrivia: .space),
            type: TypeSyntax(stringLiteral: type).with(\.trailingTrivia, binding.pattern.trailingTrivia)
        )
        let annotated = binding.with(\.pattern, binding.pattern.trimmed).with(\.typeAnnotation, annotation)
        return Diagnostic(
            node: binding.pattern,
            message: message,
            fixIt: .replacing(binding, with: annotated, message: InwardDiagnostic.insertType(type))
        )
    }
}
