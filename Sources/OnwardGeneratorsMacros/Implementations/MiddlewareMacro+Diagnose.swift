import SwiftDiagnostics
import SwiftSyntax

extension MiddlewareMacro {
    /// Every misuse of `@Middleware` on a method, in source order.
    /// - Parameters:
    ///   - function: The method.
    ///   - attribute: The `@Middleware` attribute.
    /// - Returns: The diagnostics; empty when the middleware can be generated.
    static func diagnose(_ function: FunctionDeclSyntax, attribute: AttributeSyntax) -> [Diagnostic] {
        let store = MethodPeer.storeType(of: attribute)
        return [
            store == nil ? MethodPeer.missingStoreType(attribute, message: MiddlewareDiagnostic.missingStoreType) : nil,
            thenArgument(attribute),
            parameterCount(function, store: store),
            MethodPeer.throwing(
                function,
                message: MiddlewareDiagnostic.throwingMethod(method: function.plainName),
                fixIt: MiddlewareDiagnostic.removeThrows
            ),
            notNonsending(function),
        ].compactMap { $0 }
    }

    /// `thenNotSupported` at upstream onward's `then:` list, with a fix-it that removes it.
    private static func thenArgument(_ attribute: AttributeSyntax) -> Diagnostic? {
        guard case .argumentList(let arguments) = attribute.arguments,
            let index = arguments.firstIndex(where: { $0.label?.text == "then" })
        else { return nil }
        let kept = LabeledExprListSyntax(
            arguments[..<index].enumerated().map { offset, argument in
                offset == arguments.distance(from: arguments.startIndex, to: index) - 1
                    ? argument.with(\.trailingComma, nil) : argument
            })
        return Diagnostic(
            node: arguments[index],
            message: MiddlewareDiagnostic.thenNotSupported,
            fixIt: FixIt(
                message: MiddlewareDiagnostic.removeThen,
                changes: [.replace(oldNode: Syntax(arguments), newNode: Syntax(kept))]
            )
        )
    }

    /// `parameterCount` at the parameter list, unless the method takes the proxy or nothing.
    private static func parameterCount(_ function: FunctionDeclSyntax, store: MetatypeArgument?) -> Diagnostic? {
        guard function.parameterCount > 1 else { return nil }
        let message = MiddlewareDiagnostic.parameterCount(
            method: function.plainName,
            parameters: function.parameterCount,
            store: store?.typeName ?? "ToDo"
        )
        return Diagnostic(node: function.signature.parameterClause, message: message)
    }

    /// `notNonsending` at the `@concurrent` attribute of an `async` method, with a fix-it removing it:
    /// such a method always runs away from the dispatching actor, where the store's proxy lives.
    private static func notNonsending(_ function: FunctionDeclSyntax) -> Diagnostic? {
        guard function.isAsync,
            let concurrent = function.attributes.first(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "concurrent"
            })
        else { return nil }
        // Keep what comes before the attribute (the line break and indentation), drop the rest.
        let nothing = TokenSyntax(.identifier(""), leadingTrivia: concurrent.leadingTrivia, presence: .present)
        return Diagnostic(
            node: concurrent,
            message: MiddlewareDiagnostic.notNonsending(method: function.plainName),
            fixIt: FixIt(
                message: MiddlewareDiagnostic.removeConcurrent,
                changes: [.replace(oldNode: Syntax(concurrent), newNode: Syntax(nothing))]
            )
        )
    }
}
