import SwiftSyntax

/// An action property of an interactor that `@Interactor` lists for ``ActionListing``: an
/// instance `var` whose declared type is `Action<...>` or `AsyncAction<...>`, declared in the
/// class's body (a macro does not see the class's extensions: register those actions by hand).
struct ListedAction {
    /// The property's name.
    let name: String

    /// Whether the property is `public` or `open`, so an inlinable listing may name it.
    let isPublic: Bool

    /// The store type it acts on, as written (`ToDoStore` in `Action<ToDoStore, Int>`).
    let storeType: String

    /// The name the action is logged under: the string its getter passes first to `Action(...)` or
    /// `AsyncAction(...)`, when it is a literal, otherwise the property's name.
    let loggedName: String

    /// Whether ``loggedName`` is surely the action's name: not when the getter passes a name that
    /// is not a literal, which only a built action can tell.
    let isNameKnown: Bool

    /// The property's name in the source, where a diagnostic about it is reported.
    let node: PatternSyntax

    /// The action properties of a declaration, in the order they are declared.
    ///
    /// - Parameter declaration: The interactor class.
    /// - Returns: Its action properties.
    static func all(in declaration: some DeclGroupSyntax) -> [ListedAction] {
        declaration.memberBlock.declarations.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.isStatic }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> ListedAction? in
                    guard let kind = ActionKind(binding.typeAnnotation?.type),
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    else { return nil }
                    let access = variable.modifiers.accessLevel
                    return ListedAction(
                        name: name,
                        isPublic: access == .public || access == .open,
                        storeType: kind.storeType,
                        loggedName: givenName(in: binding).flatMap { $0 } ?? name,
                        isNameKnown: givenName(in: binding).map { $0 != nil } ?? true,
                        node: binding.pattern
                    )
                }
            }
    }

    /// The name a computed action property gives its action, as in
    /// `var add: Action<S, String> { Action("append") { ... } }`: `nil` when it gives none, and
    /// `.some(nil)` when it gives one that is not a string literal.
    private static func givenName(in binding: PatternBindingSyntax) -> String?? {
        let statements: CodeBlockItemListSyntax? =
            switch binding.accessorBlock?.accessors {
            case .getter(let statements): statements
            case .accessors(let accessors):
                accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            default: nil
            }
        var expression = statements?.first?.item.as(ExprSyntax.self)
        if let returned = statements?.first?.item.as(ReturnStmtSyntax.self) { expression = returned.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ["Action", "AsyncAction"].contains(callee.baseName.text),
            let first = call.arguments.first, first.label == nil
        else { return nil }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self),
            let value = literal.representedLiteralValue
        else { return .some(nil) }
        return value
    }
}
