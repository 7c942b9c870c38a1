import SwiftSyntax

extension PatternBindingSyntax {
    /// Whether the binding stores its value: it has no accessors, or only `willSet`/`didSet` observers.
    var isStored: Bool {
        guard let accessors = accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        let observers: [TokenKind] = [.keyword(.willSet), .keyword(.didSet)]
        return list.allSatisfy { observers.contains($0.accessorSpecifier.tokenKind) }
    }

    /// The property name as written (with backticks, if any), for a binding of a single identifier.
    var writtenName: String? { pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription }

    /// The property name without backticks, for a binding of a single identifier.
    var plainName: String? {
        guard let identifier = pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
        return identifier.identifier?.name ?? identifier.text
    }
}

extension VariableDeclSyntax {
    /// Whether the declaration is a `var` (rather than a `let`).
    var isVar: Bool { bindingSpecifier.tokenKind == .keyword(.var) }

    /// The type annotation that applies to the binding at `index`: its own, or, as in `var a, b: Int`,
    /// that of the next binding that has one, when the binding has no initializer of its own.
    func typeAnnotation(forBindingAt index: Int) -> TypeSyntax? {
        let list = Array(bindings)
        guard list.indices.contains(index) else { return nil }
        if let type = list[index].typeAnnotation?.type { return type }
        guard list[index].initializer == nil else { return nil }
        for binding in list[(index + 1)...] {
            if let type = binding.typeAnnotation?.type { return type }
            if binding.initializer != nil { return nil }
        }
        return nil
    }
}

extension TypeSyntax {
    /// Whether the type is an optional (`T?`, `T!` or `Optional<T>`), which a `var` initializes to `nil`.
    var isOptional: Bool {
        if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = self.as(IdentifierTypeSyntax.self) {
            return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil
        }
        if let member = self.as(MemberTypeSyntax.self) {
            return member.baseType.trimmedDescription == "Swift" && member.name.text == "Optional"
        }
        return false
    }

    /// The type spelled so it can be a generic argument: `T!` becomes `T?`.
    var asGenericArgument: String {
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType.trimmedDescription + "?"
        }
        return trimmedDescription
    }
}
