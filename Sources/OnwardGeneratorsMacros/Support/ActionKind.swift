import SwiftSyntax

/// The declared type of an `@Action` property: `Action<Store, ...>` or `AsyncAction<Store, ...>`,
/// also spelled with its module (`Onward.Action<Store, ...>`).
struct ActionKind {
    /// `Action` or `AsyncAction`.
    let name: String
    /// The number of argument types after the store type.
    let argumentCount: Int
    /// The store type, as written.
    let storeType: String

    /// Reads the type; `nil` unless it is `Action<...>` or `AsyncAction<...>` with at least the store type.
    init?(_ type: TypeSyntax?) {
        let name: TokenSyntax
        let generics: GenericArgumentClauseSyntax?
        if let identifier = type?.as(IdentifierTypeSyntax.self) {
            (name, generics) = (identifier.name, identifier.genericArgumentClause)
        } else if let member = type?.as(MemberTypeSyntax.self),
            ["Onward", "OnwardCore"].contains(member.baseType.trimmedDescription)
        {
            (name, generics) = (member.name, member.genericArgumentClause)
        } else {
            return nil
        }
        guard ["Action", "AsyncAction"].contains(name.text), let arguments = generics?.arguments,
            let store = arguments.first
        else { return nil }
        self.name = name.text
        self.argumentCount = arguments.count - 1
        self.storeType = store.argument.trimmedDescription
    }
}
