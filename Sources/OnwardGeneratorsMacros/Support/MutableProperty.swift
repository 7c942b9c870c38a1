import SwiftSyntax

/// A mutable stored instance property of a store: a `var` without `get`/`set` (observers are fine).
struct MutableProperty {
    /// The name without backticks, e.g. `title`.
    let name: String
    /// The name as written, usable in a key path, e.g. `` `default` ``.
    let writtenName: String
    /// The type as a generic argument, from the annotation or the initial value; `nil` when unknown.
    let type: String?
    /// The access keyword and a space when the property restricts its access or its setter's
    /// (`private ` for `private var` or `public private(set) var`), else `nil`: a mutator sets the
    /// property, so it never has more access than the setter.
    let explicitAccess: String?
    /// The binding's pattern, where diagnostics about the property are reported.
    let pattern: PatternSyntax
}

extension MutableProperty {
    /// The mutable stored instance properties declared directly in `classDecl`, in source order.
    static func all(in classDecl: ClassDeclSyntax) -> [MutableProperty] {
        classDecl.memberBlock.members.flatMap { member -> [MutableProperty] in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isVar, !variable.modifiers.isStatic
            else { return [] }
            let explicitAccess = AccessPrefix.restricting(variable.modifiers)
            return variable.bindings.enumerated().compactMap { index, binding in
                guard binding.isStored, let name = binding.plainName, let writtenName = binding.writtenName else {
                    return nil
                }
                let type =
                    variable.typeAnnotation(forBindingAt: index)?.asGenericArgument
                    ?? binding.initializer.flatMap { InferredType.of($0.value) }
                return MutableProperty(
                    name: name,
                    writtenName: writtenName,
                    type: type,
                    explicitAccess: explicitAccess,
                    pattern: binding.pattern
                )
            }
        }
    }
}
