import SwiftDiagnostics
import SwiftSyntax

extension ReducerMacro {
    /// Every misuse of `@Reducer` on a method, in source order.
    /// - Parameters:
    ///   - function: The method.
    ///   - attribute: The `@Reducer` attribute.
    ///   - keyPaths: The attribute's `get:` and `set:` key paths.
    /// - Returns: The diagnostics; empty when the reducer can be generated.
    static func diagnose(
        _ function: FunctionDeclSyntax,
        attribute: AttributeSyntax,
        keyPaths: ReducerKeyPaths
    ) -> [Diagnostic] {
        let hasKeyPaths = !keyPaths.get.isEmpty || !keyPaths.set.isEmpty
        return [
            MethodPeer.storeType(of: attribute) == nil
                ? MethodPeer.missingStoreType(attribute, message: ReducerDiagnostic.missingStoreType) : nil,
            hasKeyPaths ? nil : Diagnostic(node: attribute, message: ReducerDiagnostic.noKeyPaths),
            hasKeyPaths ? parameterCountMismatch(function, keyPaths: keyPaths) : nil,
            MethodPeer.throwing(
                function,
                message: ReducerDiagnostic.throwingMethod(method: function.plainName),
                fixIt: ReducerDiagnostic.removeThrows
            ),
            hasKeyPaths ? returnCountMismatch(function, keyPaths: keyPaths) : nil,
        ].compactMap { $0 }
    }

    /// `parameterCountMismatch` at the parameter list, unless there is one parameter per `get:` key path.
    private static func parameterCountMismatch(_ function: FunctionDeclSyntax, keyPaths: ReducerKeyPaths) -> Diagnostic?
    {
        guard function.parameterCount != keyPaths.get.count else { return nil }
        let message = ReducerDiagnostic.parameterCountMismatch(
            method: function.plainName,
            parameters: function.parameterCount,
            keyPaths: keyPaths.get.count
        )
        return Diagnostic(node: function.signature.parameterClause, message: message)
    }

    /// `returnCountMismatch` at the return clause (or the name when there is none), unless the method returns
    /// one value per `set:` key path.
    private static func returnCountMismatch(_ function: FunctionDeclSyntax, keyPaths: ReducerKeyPaths) -> Diagnostic? {
        guard function.returnValueCount != keyPaths.set.count else { return nil }
        let message = ReducerDiagnostic.returnCountMismatch(
            method: function.plainName,
            values: function.returnValueCount,
            keyPaths: keyPaths.set.count
        )
        let location = function.signature.returnClause.map(Syntax.init) ?? Syntax(function.name)
        return Diagnostic(node: location, message: message)
    }
}
