import SwiftDiagnostics
import SwiftSyntax

extension ReducerMacro {
    /// The misuses of the `update:` key paths: `set:` beside them, more than one, or more than one `get:` key
    /// path with them. Empty without `update:`.
    /// - Parameter keyPaths: The attribute's key paths.
    /// - Returns: The diagnostics, each at the first key path that is one too many.
    static func updateKeyPathMisuses(_ keyPaths: ReducerKeyPaths) -> [Diagnostic] {
        guard keyPaths.isUpdate else { return [] }
        return [
            keyPaths.set.first.map { Diagnostic(node: $0, message: ReducerDiagnostic.setWithUpdate) },
            keyPaths.update.dropFirst().first.map {
                Diagnostic(node: $0, message: ReducerDiagnostic.severalUpdateKeyPaths(count: keyPaths.update.count))
            },
            keyPaths.get.dropFirst().first.map {
                Diagnostic(
                    node: $0,
                    message: ReducerDiagnostic.severalGetKeyPathsWithUpdate(count: keyPaths.get.count)
                )
            },
        ].compactMap { $0 }
    }

    /// `updateNotInout` at the type of the method's last parameter, with a fix-it inserting `inout`, when the
    /// method has a parameter for every key path but the last one is not `inout`.
    static func updateNotInout(_ function: FunctionDeclSyntax, keyPaths: ReducerKeyPaths) -> Diagnostic? {
        guard function.parameterCount == keyPaths.parameterCount,
            let last = function.signature.parameterClause.parameters.last, last.inoutKeyword == nil,
            let typeStart = last.type.firstToken(viewMode: .sourceAccurate)
        else { return nil }
        let message = ReducerDiagnostic.updateNotInout(method: function.plainName, parameter: last.plainName)
        let fixIt = FixIt(
            message: ReducerDiagnostic.insertInout,
            changes: [.inserting([.keyword(.inout)], before: typeStart)]
        )
        return Diagnostic(node: last.type, message: message, fixIt: fixIt)
    }

    /// `inoutGetParameter` at the `inout` of every parameter that receives a `get:` value, when the method has
    /// a parameter for every key path (otherwise which parameter receives what is unclear).
    static func inoutGetParameters(_ function: FunctionDeclSyntax, keyPaths: ReducerKeyPaths) -> [Diagnostic] {
        guard function.parameterCount == keyPaths.parameterCount else { return [] }
        return function.signature.parameterClause.parameters.prefix(keyPaths.get.count).compactMap { parameter in
            parameter.inoutKeyword.map {
                let message = ReducerDiagnostic.inoutGetParameter(
                    method: function.plainName,
                    parameter: parameter.plainName
                )
                return Diagnostic(node: $0, message: message)
            }
        }
    }

    /// `asyncUpdate` at the `async` keyword, when the method is `async`.
    static func asyncUpdate(_ function: FunctionDeclSyntax) -> Diagnostic? {
        guard let async = function.signature.effectSpecifiers?.asyncSpecifier else { return nil }
        return Diagnostic(node: async, message: ReducerDiagnostic.asyncUpdate(method: function.plainName))
    }
}
