import SwiftDiagnostics
import SwiftSyntax

extension InteractorMacro {
    /// `unknownComponent` at every key path of an `@Action` in the class's body that names, through
    /// `\Self.` or the class's name, a property neither declared in the body nor generated there by
    /// `@Reducer` or `@Middleware`, when one of those is a typo away (an edit distance of 2 at most).
    ///
    /// `@Action` cannot say it: the compiler gives it the class without its members, and does not
    /// expand it at all when a key path names no member. The compiler then says only "reference to
    /// member ... cannot be resolved without a contextual type". These are warnings, and only with a
    /// suggestion, because an extension elsewhere may declare the name, out of any macro's sight.
    /// - Parameter classDecl: The interactor class.
    /// - Returns: The warnings, in source order.
    static func unknownComponents(_ classDecl: ClassDeclSyntax) -> [Diagnostic] {
        let members = BodyMembers(classDecl.memberBlock)
        guard !members.mayHideMembers else { return [] }
        let className = classDecl.name.identifier?.name ?? classDecl.name.text
        return classDecl.memberBlock.declarations.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap { variable in
            variable.attributes.flatMap { element -> [Diagnostic] in
                guard case .attribute(let attribute) = element,
                    attribute.attributeName.trimmedDescription.split(separator: ".").last == "Action",
                    case .argumentList(let arguments) = attribute.arguments
                else { return [] }
                var label: String?  // a variadic parameter's later values have no label of their own
                return arguments.compactMap { argument -> Diagnostic? in
                    label = argument.label?.text ?? label
                    // `$name` and `_name` are a property wrapper's, which the body does not show.
                    guard let component = namedMember(of: argument.expression, className: className),
                        !members.names.contains(component.name), !component.name.hasPrefix("$"),
                        !component.name.hasPrefix("_"),
                        // A typo's distance: a farther name is more likely another one, declared in an extension.
                        let suggestion = EditDistance.nearest(to: component.name, in: members.properties, within: 2)
                    else { return nil }
                    let message = InteractorDiagnostic.unknownComponent(
                        kind: componentKind(label: label),
                        name: component.name, interactor: className, suggestion: suggestion)
                    let fixIt = FixIt.replacing(
                        component.token, with: .identifier(suggestion),
                        message: InteractorDiagnostic.replaceComponentName(component.name, with: suggestion))
                    return Diagnostic(node: argument.expression, message: message, fixIt: fixIt)
                }
            }
        }
    }

    /// The first property a key path names, when it is rooted in `Self` or `className` (or their
    /// metatypes): `bankClearErrorReducer` in `\Self.bankClearErrorReducer`.
    private static func namedMember(of expression: ExprSyntax, className: String)
        -> (name: String, token: TokenSyntax)?
    {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), let root = keyPath.root,
            case .property(let property) = keyPath.components.first?.component
        else { return nil }
        let instanceRoot = root.as(MetatypeTypeSyntax.self)?.baseType ?? root
        guard ["Self", className].contains(instanceRoot.trimmedDescription) else { return nil }
        let token = property.declName.baseName
        return (token.identifier?.name ?? token.text, token)
    }

    /// What a key path listed after `label:` names, in the message's words.
    private static func componentKind(label: String?) -> String {
        switch label {
        case "middlewares": "middleware"
        case nil: "reducer or middleware"
        default: "reducer"
        }
    }
}
