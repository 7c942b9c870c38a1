import SwiftSyntax

/// The declared type of an `@Action` property: `Action<Store, ...>` or `AsyncAction<Store, ...>`.
struct ActionKind {
    /// `Action` or `AsyncAction`.
    let name: String
    /// The number of argument types after the store type.
    let argumentCount: Int

    /// Reads the type; `nil` unless it is `Action<...>` or `AsyncAction<...>` with at least the store type.
    init?(_ type: TypeSyntax?) {
        guard let identifier = type?.as(IdentifierTypeSyntax.self),
            ["Action", "AsyncAction"].contains(identifier.name.text),
            let arguments = identifier.genericArgumentClause?.arguments, !arguments.isEmpty
        else { return nil }
        self.name = identifier.name.text
        self.argumentCount = arguments.count - 1
    }
}
