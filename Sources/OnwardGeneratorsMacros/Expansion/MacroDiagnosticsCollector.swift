import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// Runs every role of every Onward macro attribute in a source file against the file's own nodes, to collect
/// the macros' diagnostics positioned exactly in that file.
///
/// `SyntaxProtocol.expand(macroSpecs:...)` hands some macros (accessor macros in particular) copies of their
/// declarations that the expansion context cannot map back to the file, so the diagnostics it gathers can
/// carry wrong lines. Expanding again here, where nothing is detached, gives every diagnostic and fix-it its
/// true position; the generated text is discarded.
final class MacroDiagnosticsCollector: SyntaxAnyVisitor {
    /// The macros to run, by attribute name.
    private let macros: [String: OnwardMacro]
    /// Receives the diagnostics.
    private let context: BasicMacroExpansionContext

    /// Creates a collector.
    /// - Parameters:
    ///   - macros: The macros to run.
    ///   - context: The context that receives the diagnostics.
    init(macros: [OnwardMacro], context: BasicMacroExpansionContext) {
        self.macros = Dictionary(macros.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let declaration = node.as(DeclSyntax.self),
            let attributes = node.asProtocol(WithAttributesSyntax.self)?.attributes
        else { return .visitChildren }
        for case .attribute(let attribute) in attributes {
            let name = attribute.attributeName.trimmedDescription.split(separator: ".").last.map(String.init)
            guard let name, let macro = macros[name] else { continue }
            expand(macro, attribute: attribute, declaration: declaration)
        }
        return .visitChildren
    }

    /// Runs each role `macro` has on `declaration`.
    private func expand(_ macro: OnwardMacro, attribute: AttributeSyntax, declaration: DeclSyntax) {
        let lexicalContext = BasicMacroExpansionContext(
            sharingWith: context,
            lexicalContext: declaration.allMacroLexicalContexts()
        )
        let isGroup = declaration.asProtocol(DeclGroupSyntax.self) != nil
        var roles: [MacroRole] = []
        if macro.type is any MemberMacro.Type, isGroup { roles.append(.member) }
        if macro.type is any ExtensionMacro.Type, isGroup { roles.append(.extension) }
        if macro.type is any PeerMacro.Type { roles.append(.peer) }
        let hasAccessors = declaration.is(VariableDeclSyntax.self) || declaration.is(SubscriptDeclSyntax.self)
        if macro.type is any AccessorMacro.Type, hasAccessors { roles.append(.accessor) }
        for role in roles {
            _ = expandAttachedMacroWithoutCollapsing(
                definition: macro.type,
                macroRole: role,
                attributeNode: attribute,
                node: declaration,
                parentDeclNode: nil,
                extendedType: role == .extension ? Self.extendedType(of: declaration) : nil,
                conformanceList: role == .extension ? macro.conformanceList : nil,
                in: lexicalContext
            )
        }
    }

    /// The type an extension macro on `declaration` extends: its name, or the extended type of an extension.
    private static func extendedType(of declaration: DeclSyntax) -> TypeSyntax? {
        if let named = declaration.asProtocol(NamedDeclSyntax.self) {
            return TypeSyntax(IdentifierTypeSyntax(name: named.name.trimmed))
        }
        return declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmed
    }
}
