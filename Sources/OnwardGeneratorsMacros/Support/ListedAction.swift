import SwiftSyntax

/// An action property of an interactor that `@Interactor` lists for ``ActionListing``: an
/// instance `var` whose declared type is `Action<...>` or `AsyncAction<...>`.
struct ListedAction {
    /// The property's name.
    let name: String

    /// Whether the property is `public` or `open`, so an inlinable listing may name it.
    let isPublic: Bool

    /// The action properties of a declaration, in the order they are declared.
    ///
    /// - Parameter declaration: The interactor class.
    /// - Returns: Its action properties.
    static func all(in declaration: some DeclGroupSyntax) -> [ListedAction] {
        declaration.memberBlock.declarations.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.isStatic }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> ListedAction? in
                    guard ActionKind(binding.typeAnnotation?.type) != nil,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    else { return nil }
                    let access = variable.modifiers.accessLevel
                    return ListedAction(name: name, isPublic: access == .public || access == .open)
                }
            }
    }
}
