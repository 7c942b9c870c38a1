import SwiftDiagnostics
import SwiftSyntax

extension InteractorMacro {
    /// Every misuse of `@Interactor` on `declaration`, in source order.
    /// - Parameters:
    ///   - declaration: The declaration the attribute is attached to.
    ///   - attribute: The `@Interactor` attribute, where `notAClass` is reported.
    /// - Returns: The diagnostics; empty when the class can become an interactor.
    static func diagnose(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax) -> [Diagnostic] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            let kind = DeclarationKind.describing(declaration)
            return [Diagnostic(node: attribute, message: InteractorDiagnostic.notAClass(kind: kind))]
        }
        var diagnostics: [Diagnostic] = []
        if !classDecl.modifiers.contains(.final) {
            diagnostics.append(notFinal(classDecl))
        }
        for member in classDecl.memberBlock.declarations {
            if let initializer = member.as(InitializerDeclSyntax.self) {
                diagnostics.append(userInitializer(initializer))
            } else if let variable = member.as(VariableDeclSyntax.self) {
                diagnostics += missingDefaultValues(variable)
            }
        }
        return diagnostics + duplicateActionNames(classDecl)
    }

    /// `duplicateActionName` at every action property whose logged name an earlier one on the same
    /// store type already has.
    private static func duplicateActionNames(_ classDecl: ClassDeclSyntax) -> [Diagnostic] {
        var firstByName: [String: ListedAction] = [:]
        return ListedAction.all(in: classDecl).compactMap { action in
            guard let name = action.loggedName else { return nil }  // only the built action can tell
            let key = action.storeType + "." + name
            guard let first = firstByName[key] else {
                firstByName[key] = action
                return nil
            }
            let message = InteractorDiagnostic.duplicateActionName(
                name: name, store: action.storeType, first: first.name)
            return Diagnostic(node: action.node, message: message)
        }
    }

    /// `notFinal` at the `class` keyword, with a fix-it that inserts `final` (turning `open` into `public`).
    private static func notFinal(_ classDecl: ClassDeclSyntax) -> Diagnostic {
        let keyword = classDecl.classKeyword
        var changes: [FixIt.Change] = []
        for modifier in classDecl.modifiers where modifier.name.tokenKind == .keyword(.open) {
            let publicKeyword = modifier.name.with(\.tokenKind, .keyword(.public))
            changes.append(.replace(oldNode: Syntax(modifier.name), newNode: Syntax(publicKeyword)))
        }
        changes.append(.inserting([.keyword(.final)], before: keyword))
        return Diagnostic(
            node: keyword,
            message: InteractorDiagnostic.notFinal(className: classDecl.name.text),
            fixIt: FixIt(message: InteractorDiagnostic.insertFinal, changes: changes)
        )
    }

    /// `userInitializer` at the initializer, with a fix-it that removes it.
    private static func userInitializer(_ initializer: InitializerDeclSyntax) -> Diagnostic {
        Diagnostic(
            node: initializer,
            message: InteractorDiagnostic.userInitializer,
            fixIt: .removing(initializer, message: InteractorDiagnostic.removeInitializer)
        )
    }

    /// `missingDefaultValue` for every stored instance property that `build()` could not initialize.
    private static func missingDefaultValues(_ variable: VariableDeclSyntax) -> [Diagnostic] {
        guard !variable.modifiers.isStatic, variable.attributes.isEmpty else { return [] }
        return variable.bindings.enumerated().compactMap { index, binding in
            guard binding.isStored, binding.initializer == nil else { return nil }
            if variable.isVar, variable.typeAnnotation(forBindingAt: index)?.isOptional == true { return nil }
            let name = binding.plainName ?? binding.pattern.trimmedDescription
            return Diagnostic(node: binding.pattern, message: InteractorDiagnostic.missingDefaultValue(property: name))
        }
    }
}
