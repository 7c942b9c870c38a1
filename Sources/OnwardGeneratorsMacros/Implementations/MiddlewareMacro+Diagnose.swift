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
            parameterCount(function, store: store),
            MethodPeer.throwing(
                function,
                message: MiddlewareDiagnostic.throwingMethod(method: function.plainName),
                fixIt: MiddlewareDiagnostic.removeThrows
            ),
            notNonsending(function),
        ].compactMap { $0 }
    }

    /// `parameterCount` at the parameter list, unless the method takes exactly one parameter.
    private static func parameterCount(_ function: FunctionDeclSyntax, store: MetatypeArgument?) -> Diagnostic? {
        guard function.parameterCount != 1 else { return nil }
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
