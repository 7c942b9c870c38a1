import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Interactor`: makes a final class an `Interactor` with `private init() {}`, `build()` and the conformance,
/// and lists its actions (`ActionListing`).
public enum InteractorMacro {}

extension InteractorMacro: MemberMacro {
    /// Generated code is emitted exactly as written here, so it reads the same in every expansion.
    public static var formatMode: FormatMode { .disabled }

    /// Adds `private init() {}` and `public static func build() -> Self`, unless the class is misused;
    /// warns about `@Action` key paths that name no member of the body (`unknownComponent`).
    /// - Parameters:
    ///   - node: The `@Interactor` attribute.
    ///   - declaration: The declaration it is attached to.
    ///   - protocols: The protocols the compiler asks to add (unused by this role).
    ///   - context: Receives the diagnostics.
    /// - Returns: The two members, or none when a diagnostic was emitted.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let diagnostics = diagnose(declaration, attribute: node)
        diagnostics.forEach(context.diagnose)
        // Warnings, reported by this role only: the class still becomes an interactor.
        declaration.as(ClassDeclSyntax.self).map(unknownComponents)?.forEach(context.diagnose)
        guard diagnostics.isEmpty else { return [] }
        return [
            "private init() {}",
            """
            public static func build() -> Self {
                return Self()
            }
            """,
        ]
    }
}

extension InteractorMacro: ExtensionMacro {
    /// Adds `extension YourClass: Interactor {}`, and for a class with `Action` or `AsyncAction`
    /// properties `extension YourClass: ActionListing`, which lists them; unless the class is
    /// misused or already conforms (the compiler asks for neither protocol then; tools see the
    /// inheritance clause).
    ///
    /// This role diagnoses only `notAClass`; the member role reports every other misuse.
    /// - Parameters:
    ///   - node: The `@Interactor` attribute.
    ///   - declaration: The declaration it is attached to.
    ///   - type: The type to extend.
    ///   - protocols: The protocols the type does not conform to yet (`Interactor`, `ActionListing`).
    ///   - context: Receives the diagnostics.
    /// - Returns: The extensions.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let diagnostics = diagnose(declaration, attribute: node)
        diagnostics.filter { ($0.diagMessage as? InteractorDiagnostic)?.id == "notAClass" }.forEach(context.diagnose)
        guard diagnostics.isEmpty else { return [] }
        func isAsked(_ name: String) -> Bool {
            !declaration.inherits(name) && protocols.contains { $0.trimmedDescription.hasSuffix(name) }
        }
        let isolation = GlobalActorIsolation.conformancePrefix(of: declaration)
        var extensions: [ExtensionDeclSyntax] = []
        if isAsked("Interactor") {
            extensions.append(try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: isolation)Interactor {}"))
        }
        let actions = ListedAction.all(in: declaration)
        if !actions.isEmpty, isAsked("ActionListing") {
            // Inlinable when it can be, so a registry made in another module specializes each
            // action's registration (see `ActionRegistry.interactorActions()`).
            let access = AccessPrefix.mirroring(declaration.modifiers)
            let inlinable = access == "public " && actions.allSatisfy(\.isPublic) ? "@inlinable " : ""
            // The name an action is logged under, as a literal; `nil` when only the action can say.
            let visits = actions.map { action in
                "        visitor.visit(\\\(type.trimmed).\(action.name), named: \(action.loggedNameSource))"
            }.joined(separator: "\n")
            extensions.append(
                try ExtensionDeclSyntax(
                    """
                    extension \(type.trimmed): \(raw: isolation)ActionListing {
                        \(raw: inlinable)\(raw: access)static func visitActions(_ visitor: inout some ActionVisitor) {
                    \(raw: visits)
                        }
                    }
                    """
                ))
        }
        return extensions
    }
}
