import OnwardGeneratorsMacros
import SwiftSyntax

/// A type or extension at the top level of a source file.
package struct TopLevelDeclaration {
    /// The declaration.
    package var syntax: DeclSyntax
    /// The type it declares or extends, such as `ToDo` or `OnwardContainer`.
    package var typeName: String

    /// Whether an Onward macro is attached to it or to one of its members.
    package var usesOnwardMacros: Bool {
        Self.usesOnwardMacros(syntax)
    }

    /// Whether an Onward macro is attached to a node or to anything in it.
    ///
    /// - Parameter node: A declaration, a statement, an `#if` block.
    /// - Returns: `true` when an `@` is followed by the name of one of Onward's macros.
    package static func usesOnwardMacros(_ node: some SyntaxProtocol) -> Bool {
        let names = Set(onwardMacros.map(\.name))
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, names.contains(name) else { return false }
            return token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .atSign
        }
    }

    /// The top-level types and extensions of a file, in order.
    package static func all(in file: SourceFileSyntax) -> [TopLevelDeclaration] {
        file.statements.compactMap { statement in
            guard let declaration = statement.item.as(DeclSyntax.self) else { return nil }
            if let group = declaration.asProtocol(NamedDeclSyntax.self), declaration.isProtocol(DeclGroupSyntax.self) {
                return TopLevelDeclaration(syntax: declaration, typeName: group.name.text)
            }
            if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                return TopLevelDeclaration(syntax: declaration, typeName: extensionDecl.extendedType.trimmedDescription)
            }
            return nil
        }
    }
}
