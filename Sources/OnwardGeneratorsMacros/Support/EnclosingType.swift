import SwiftSyntax

/// The type a member is declared in, from a macro's lexical context.
enum EnclosingType {
    /// The name of a type declaration or the extended type of an extension, as written; `nil` for other
    /// contexts such as functions.
    static func name(of context: Syntax) -> String? {
        if let type = context.asProtocol(NamedDeclSyntax.self), context.is(DeclSyntax.self),
            !context.is(FunctionDeclSyntax.self), !context.is(MacroDeclSyntax.self)
        {
            return type.name.text
        }
        return context.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }
}
