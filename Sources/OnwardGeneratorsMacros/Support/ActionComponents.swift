import SwiftDiagnostics
import SwiftSyntax

/// The components an `@Action` attribute lists, as expressions of the generated getter.
struct ActionComponents {
    /// `self.name` or `Self.name` for each key path, in the order written.
    private(set) var expressions: [String] = []
    /// The problems found in the key paths.
    private(set) var diagnostics: [Diagnostic] = []

    /// Reads the key paths of `reducers:`, `middlewares:` and `lateReducers:`.
    /// - Parameters:
    ///   - attribute: The `@Action` attribute.
    ///   - enclosingType: The name of the type declaring the action, a valid key path root besides `Self`.
    ///   - staticProperty: The name of the action when it is a static property, which reaches only static
    ///     components; `nil` for an instance property.
    init(_ attribute: AttributeSyntax, enclosingType: String?, staticProperty: String?) {
        guard case .argumentList(let arguments) = attribute.arguments, !arguments.isEmpty else {
            diagnostics.append(Diagnostic(node: attribute, message: ActionDiagnostic.noComponents))
            return
        }
        for argument in arguments {
            read(argument.expression, enclosingType: enclosingType, staticProperty: staticProperty)
        }
    }

    /// Adds the component of one key path, or the diagnostic explaining why it cannot be one.
    private mutating func read(_ expression: ExprSyntax, enclosingType: String?, staticProperty: String?) {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), let path = Self.propertyPath(keyPath) else {
            let text = expression.trimmedDescription
            diagnostics.append(Diagnostic(node: expression, message: ActionDiagnostic.invalidKeyPath(text: text)))
            return
        }
        guard let root = keyPath.root else {
            let text = keyPath.trimmedDescription
            let rooted = keyPath.with(\.root, TypeSyntax(IdentifierTypeSyntax(name: .keyword(.Self))))
            diagnostics.append(
                Diagnostic(
                    node: keyPath,
                    message: ActionDiagnostic.invalidKeyPath(text: text),
                    fixIt: .replacing(keyPath, with: rooted, message: ActionDiagnostic.rootInSelf)
                )
            )
            return
        }
        let metatype = root.as(MetatypeTypeSyntax.self)
        let instanceRoot = metatype?.baseType ?? root
        let rootName = instanceRoot.trimmedDescription
        guard rootName == "Self" || rootName == enclosingType else {
            diagnostics.append(Self.foreignRoot(keyPath, instanceRoot: instanceRoot, enclosingType: enclosingType))
            return
        }
        if let staticProperty, metatype == nil {
            let message = ActionDiagnostic.instanceKeyPathInStaticAction(
                keyPath: keyPath.trimmedDescription,
                property: staticProperty
            )
            diagnostics.append(Diagnostic(node: keyPath, message: message))
            return
        }
        expressions.append((metatype == nil ? "self" : "Self") + path)
    }

    /// The property components of a key path as member accesses, `.a.b`; `nil` when any component is
    /// a subscript, optional chaining or force unwrap.
    private static func propertyPath(_ keyPath: KeyPathExprSyntax) -> String? {
        guard !keyPath.components.isEmpty else { return nil }
        var path = ""
        for component in keyPath.components {
            guard case .property(let property) = component.component else { return nil }
            path += "." + property.trimmedDescription
        }
        return path
    }

    /// `keyPathRoot` at the root, with a fix-it that replaces it by `Self`.
    private static func foreignRoot(_ keyPath: KeyPathExprSyntax, instanceRoot: TypeSyntax, enclosingType: String?)
        -> Diagnostic
    {
        let selfType = TypeSyntax(IdentifierTypeSyntax(name: .keyword(.Self)))
        return Diagnostic(
            node: instanceRoot,
            message: ActionDiagnostic.keyPathRoot(keyPath: keyPath.trimmedDescription, enclosingType: enclosingType),
            fixIt: .replacing(instanceRoot, with: selfType, message: ActionDiagnostic.rootInSelf)
        )
    }
}
