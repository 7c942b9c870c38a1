import SwiftSyntax

/// The action properties of an interactor that `@Interactor` lists for ``ActionListing``: every
/// instance `var` whose declared type is `Action<...>` or `AsyncAction<...>`, in order.
enum ListedAction {
    /// The names of the action properties of a declaration.
    ///
    /// - Parameter declaration: The interactor class.
    /// - Returns: The property names, in the order they are declared.
    static func names(in declaration: some DeclGroupSyntax) -> [String] {
        declaration.memberBlock.declarations.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.isStatic }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> String? in
                    guard ActionKind(binding.typeAnnotation?.type) != nil,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    else { return nil }
                    return name
                }
            }
    }
}
