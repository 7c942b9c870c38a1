import SwiftDiagnostics
import SwiftSyntax

extension ReducerMacro {
    /// Every misuse of `@Reducer` on a method, in source order.
    /// - Parameters:
    ///   - function: The method.
    ///   - attribute: The `@Reducer` attribute.
    ///   - keyPaths: The attribute's `get:`, `set:` and `update:` key paths.
    /// - Returns: The diagnostics; empty when the reducer can be generated.
    static func diagnose(
        _ function: FunctionDeclSyntax,
        attribute: AttributeSyntax,
        keyPaths: ReducerKeyPaths
    ) -> [Diagnostic] {
        let keyPathMisuses = updateKeyPathMisuses(keyPaths)
        // The method's shape is checked against the key paths only when they make sense together.
        let checksShape = !keyPaths.isEmpty && keyPathMisuses.isEmpty
        let update = keyPaths.isUpdate
        let diagnostics: [Diagnostic?] = [
            MethodPeer.storeType(of: attribute) == nil
                ? MethodPeer.missingStoreType(attribute, message: ReducerDiagnostic.missingStoreType) : nil,
            keyPaths.isEmpty ? Diagnostic(node: attribute, message: ReducerDiagnostic.noKeyPaths) : nil,
            checksShape ? parameterCountMismatch(function, keyPaths: keyPaths) : nil,
            checksShape && update ? updateNotInout(function, keyPaths: keyPaths) : nil,
            update ? asyncUpdate(function) : nil,
            MethodPeer.throwing(
                function,
                message: ReducerDiagnostic.throwingMethod(method: function.plainName),
                fixIt: ReducerDiagnostic.removeThrows
            ),
            checksShape ? returnCountMismatch(function, keyPaths: keyPaths) : nil,
        ]
        let inoutGets = checksShape ? inoutGetParameters(function, keyPaths: keyPaths) : []
        return keyPathMisuses + diagnostics.compactMap { $0 } + inoutGets
    }

    /// `parameterCountMismatch` (`updateParameterCountMismatch` with `update:`) at the parameter list, unless
    /// there is one parameter per `get:` key path, and one more for the `update:` value.
    private static func parameterCountMismatch(_ function: FunctionDeclSyntax, keyPaths: ReducerKeyPaths) -> Diagnostic?
    {
        guard function.parameterCount != keyPaths.parameterCount else { return nil }
        let message =
            keyPaths.isUpdate
            ? ReducerDiagnostic.updateParameterCountMismatch(
                method: function.plainName,
                parameters: function.parameterCount,
                getKeyPaths: keyPaths.get.count
            )
            : ReducerDiagnostic.parameterCountMismatch(
                method: function.plainName,
                parameters: function.parameterCount,
                keyPaths: keyPaths.get.count
            )
        return Diagnostic(node: function.signature.parameterClause, message: message)
    }

    /// `returnCountMismatch` (`updateReturnsValue` with `update:`) at the return clause (or the name when there
    /// is none), unless the method returns one value per `set:` key path.
    private static func returnCountMismatch(_ function: FunctionDeclSyntax, keyPaths: ReducerKeyPaths) -> Diagnostic? {
        guard function.returnValueCount != keyPaths.set.count else { return nil }
        let message =
            keyPaths.isUpdate
            ? ReducerDiagnostic.updateReturnsValue(method: function.plainName, values: function.returnValueCount)
            : ReducerDiagnostic.returnCountMismatch(
                method: function.plainName,
                values: function.returnValueCount,
                keyPaths: keyPaths.set.count
            )
        let location = function.signature.returnClause.map(Syntax.init) ?? Syntax(function.name)
        return Diagnostic(node: location, message: message)
    }
}
