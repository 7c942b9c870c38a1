import SwiftDiagnostics
import SwiftSyntax

extension ActionMacro {
    /// The misuses of the property itself, in source order.
    /// - Parameters:
    ///   - variable: The property declaration.
    ///   - binding: Its (first) binding.
    /// - Returns: The diagnostics; empty when the getter can be generated.
    static func diagnose(_ variable: VariableDeclSyntax, binding: PatternBindingSyntax) -> [Diagnostic] {
        let property = binding.plainName ?? binding.pattern.trimmedDescription
        return [
            variable.isVar ? nil : notVar(variable.bindingSpecifier, property: property),
            typeProblem(binding, property: property),
            binding.initializer.map { existingInitializer($0, in: binding, property: property) },
            binding.accessorBlock.map { existingAccessors($0, in: binding, property: property) },
        ].compactMap { $0 }
    }

    /// `notVar` at `let`, with a fix-it replacing it by `var`.
    private static func notVar(_ keyword: TokenSyntax, property: String) -> Diagnostic {
        let fixIt = FixIt.replacingLet(keyword, message: ActionDiagnostic.replaceLet)
        return Diagnostic(node: keyword, message: ActionDiagnostic.notVar(property: property), fixIt: fixIt)
    }

    /// `missingActionType` or `actionArguments` when the type is not `Action<Store>` / `AsyncAction<Store>`.
    private static func typeProblem(_ binding: PatternBindingSyntax, property: String) -> Diagnostic? {
        guard let type = binding.typeAnnotation?.type else {
            return Diagnostic(node: binding.pattern, message: ActionDiagnostic.missingActionType(property: property))
        }
        guard let kind = ActionKind(type) else {
            return Diagnostic(node: type, message: ActionDiagnostic.missingActionType(property: property))
        }
        guard kind.argumentCount == 0 else {
            let message = ActionDiagnostic.actionArguments(property: property, type: type.trimmedDescription)
            return Diagnostic(node: type, message: message)
        }
        return nil
    }

    /// `existingInitializer` at the initial value, with a fix-it removing it.
    private static func existingInitializer(
        _ initializer: InitializerClauseSyntax,
        in binding: PatternBindingSyntax,
        property: String
    ) -> Diagnostic {
        Diagnostic(
            node: initializer,
            message: ActionDiagnostic.existingInitializer(property: property),
            fixIt: .replacing(
                binding, with: binding.with(\.initializer, nil), message: ActionDiagnostic.removeInitializer)
        )
    }

    /// `existingAccessors` at the accessor block, with a fix-it removing it.
    private static func existingAccessors(
        _ accessors: AccessorBlockSyntax,
        in binding: PatternBindingSyntax,
        property: String
    ) -> Diagnostic {
        Diagnostic(
            node: accessors,
            message: ActionDiagnostic.existingAccessors(property: property),
            fixIt: .replacing(
                binding, with: binding.with(\.accessorBlock, nil), message: ActionDiagnostic.removeAccessors)
        )
    }
}
