import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Action(reducers: ..., middlewares: ..., lateReducers: ...)`: composes existing reducer and middleware
/// properties, in the order written, into the getter of an `Action<Store>` or `AsyncAction<Store>` property.
public enum ActionMacro {}

extension ActionMacro: AccessorMacro {
    /// Generated code is emitted exactly as written here, so it reads the same in every expansion.
    public static var formatMode: FormatMode { .disabled }

    /// Adds the getter `get { Action.composing { self.a; self.b } }` listing the components of the
    /// key paths (`Action { Self.a }` for a static action, whose components capture nothing).
    /// - Parameters:
    ///   - node: The `@Action` attribute.
    ///   - declaration: The property it is attached to.
    ///   - context: Receives the diagnostics; its lexical context names the enclosing type.
    /// - Returns: The getter, or none when a diagnostic was emitted.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first else {
            let kind = DeclarationKind.describing(declaration)
            context.diagnose(Diagnostic(node: node, message: ActionDiagnostic.notAVariable(kind: kind)))
            return []
        }
        let enclosingType = context.lexicalContext.first.flatMap(EnclosingType.name(of:))
        let staticProperty = variable.modifiers.isStatic ? binding.plainName : nil
        let components = ActionComponents(node, enclosingType: enclosingType, staticProperty: staticProperty)
        var diagnostics = diagnose(variable, binding: binding)
        diagnostics += components.diagnostics
        diagnostics.forEach(context.diagnose)
        guard diagnostics.isEmpty, let kind = ActionKind(binding.typeAnnotation?.type) else { return [] }
        let body = components.expressions.map { "        \($0)" }.joined(separator: "\n")
        // A sync instance action is kept as composed: wrapped as an inline action is, a closure
        // capturing the interactor would cost an allocation at each dispatch.
        let maker = kind.name == "Action" && staticProperty == nil ? "Action.composing" : kind.name
        let getter = """
            get {
                \(maker) {
            \(body)
                }
            }
            """
        return [AccessorDeclSyntax(stringLiteral: AccessorIndentation.indent(getter))]
    }
}
