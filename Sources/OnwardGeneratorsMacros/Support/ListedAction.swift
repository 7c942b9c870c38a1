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

    /// The name the action is logged under, when the macro can read it: the string literal the
    /// property's getter (or initializer) passes first to `Action(...)` or `AsyncAction(...)`, or
    /// the property's name when it passes none; `nil` when only the built action can tell (a name
    /// that is not a literal, a getter of several statements).
    let loggedName: String?

    /// ``loggedName`` as a Swift expression for generated code: the literal as written (escapes
    /// and raw delimiters kept), or `nil`.
    let loggedNameSource: String

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
                    // `#function` in the getter is the property's name, without backticks.
                    let plainName = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
                    let loggedName: String?
                    let source: String
                    switch givenName(in: binding) {
                    case nil: (loggedName, source) = (plainName, "\"\(plainName)\"")
                    case .some(nil): (loggedName, source) = (nil, "nil")
                    case .some(let literal?): (loggedName, source) = (literal.value, literal.source)
                    }
                    return ListedAction(
                        name: name,
                        isPublic: access == .public || access == .open,
                        storeType: kind.storeType,
                        loggedName: loggedName,
                        loggedNameSource: source,
                        node: binding.pattern
                    )
                }
            }
    }

    /// The name a property gives its action, as in `var add: Action<S, String> { Action("append") { ... } }`:
    /// `nil` when it gives none (the action is named after the property), `.some(nil)` when the
    /// macro cannot read it, else the literal's value and its source.
    private static func givenName(in binding: PatternBindingSyntax) -> (value: String, source: String)?? {
        var expression: ExprSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): expression = onlyExpression(statements)
        case .accessors(let accessors):
            guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let statements = getter.body?.statements
            else { return .some(nil) }
            expression = onlyExpression(statements)
        case nil:
            // A stored action, or one a macro such as `@Action` gives a getter: named after the
            // property unless its initializer names it.
            guard let initializer = binding.initializer?.value else { return nil }
            expression = initializer
        @unknown default:
            return .some(nil)
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return .some(nil) }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "composing",
            let base = member.base
        {
            callee = base  // `Action.composing("name") { ... }`, as `@Action` and the docs write it
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        guard let reference = callee.as(DeclReferenceExprSyntax.self),
            ["Action", "AsyncAction"].contains(reference.baseName.text)
        else { return .some(nil) }
        guard let first = call.arguments.first, first.label == nil else { return nil }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self),
            let value = literal.representedLiteralValue
        else { return .some(nil) }
        return (value, literal.trimmedDescription)
    }

    /// The expression a getter of one statement returns, or `nil` for any other body.
    private static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }
}
