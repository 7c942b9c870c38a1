import SwiftSyntax

/// A type passed to a macro as `SomeType.self`, such as the store of `@Reducer(ToDo.self, ...)`.
struct MetatypeArgument {
    /// The type as written, e.g. `ToDo` or `Todos.ToDo`.
    let typeName: String
    /// The last component of the type's name without generic arguments, e.g. `ToDo`.
    let baseName: String

    /// Reads a `SomeType.self` expression.
    /// - Parameter expression: The macro argument.
    /// - Returns: The type, or `nil` when the argument is not of the form `SomeType.self`.
    init?(_ expression: ExprSyntax) {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.tokenKind == .keyword(.self),
            let base = member.base,
            let baseName = Self.baseName(of: base)
        else { return nil }
        self.typeName = base.trimmedDescription
        self.baseName = baseName
    }

    /// The last name component of a type reference such as `Foo.Bar<Int>`.
    private static func baseName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.identifier?.name ?? reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            return member.declName.baseName.identifier?.name ?? member.declName.baseName.text
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            return baseName(of: generic.expression)
        }
        return nil
    }
}
