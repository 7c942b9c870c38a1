import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Inward var name: Type = defaultValue` in an `extension OnwardContainer`: registers a dependency that
/// `@Outward(\.name)` resolves, made from the default value unless a test charged an override.
public enum InwardMacro {}

extension InwardMacro: AccessorMacro {
    /// Generated code is emitted exactly as written here, so it reads the same in every expansion.
    public static var formatMode: FormatMode { .disabled }

    /// Adds the getter `get { registered(\.name, named: "name", default: { () -> Type in defaultValue }) }`.
    /// - Parameters:
    ///   - node: The `@Inward` attribute.
    ///   - declaration: The property it is attached to.
    ///   - context: Receives the diagnostics.
    /// - Returns: The getter, or none when a diagnostic was emitted.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.writtenName
        else {
            let kind = DeclarationKind.describing(declaration)
            context.diagnose(Diagnostic(node: node, message: InwardDiagnostic.notAVariable(kind: kind)))
            return []
        }
        let diagnostics = diagnose(variable, binding: binding)
        diagnostics.forEach(context.diagnose)
        guard diagnostics.isEmpty, let type = binding.typeAnnotation?.type.trimmedDescription,
            let defaultValue = binding.initializer?.value.trimmedDescription
        else { return [] }
        let getter = """
            get {
                registered(\\.\(name), named: "\(binding.plainName ?? name)", default: { () -> \(type) in \(defaultValue) })
            }
            """
        return [AccessorDeclSyntax(stringLiteral: AccessorIndentation.indent(getter))]
    }
}
