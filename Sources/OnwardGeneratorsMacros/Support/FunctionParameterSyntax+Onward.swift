import SwiftSyntax

extension FunctionParameterSyntax {
    /// The `inout` keyword of the parameter's type, when it has one.
    var inoutKeyword: TokenSyntax? {
        type.as(AttributedTypeSyntax.self)?.specifiers.lazy
            .compactMap { $0.as(SimpleTypeSpecifierSyntax.self)?.specifier }
            .first { $0.tokenKind == .keyword(.inout) }
    }

    /// The name the method's body uses for the parameter: the second name when it has one, else the first.
    var plainName: String { (secondName ?? firstName).identifier?.name ?? (secondName ?? firstName).text }
}
