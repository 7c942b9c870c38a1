import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Reducer(SomeStore.self, get: ..., set: ...)` or `@Reducer(SomeStore.self, get: ..., update: ...)`: wraps a
/// method as a `Reducer` (or `AsyncReducer`) property.
public enum ReducerMacro {}

extension ReducerMacro: PeerMacro {
    /// Generated code is emitted exactly as written here, so it reads the same in every expansion.
    public static var formatMode: FormatMode { .disabled }

    /// Adds `var <store><Method>Reducer`, which reads the `get:` key paths, calls the method with them and
    /// writes its result to the `set:` key paths, or passes it the `update:` value as `inout`.
    /// - Parameters:
    ///   - node: The `@Reducer` attribute.
    ///   - declaration: The method it is attached to.
    ///   - context: Receives the diagnostics.
    /// - Returns: The reducer property, or none when a diagnostic was emitted.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            let kind = DeclarationKind.describing(declaration)
            context.diagnose(Diagnostic(node: node, message: ReducerDiagnostic.notAFunction(kind: kind)))
            return []
        }
        let keyPaths = ReducerKeyPaths(node)
        let diagnostics = diagnose(function, attribute: node, keyPaths: keyPaths)
        diagnostics.forEach(context.diagnose)
        guard diagnostics.isEmpty, let store = MethodPeer.storeType(of: node) else { return [] }
        let peer = MethodPeer(function: function, store: store)
        let reducer = function.isAsync ? "AsyncReducer" : "Reducer"
        let call = peer.await + function.forwardingCall(on: peer.receiver)
        return [
            """
            \(raw: peer.access)\(raw: peer.staticPrefix)var \(raw: peer.propertyName(suffix: "Reducer")): \
            \(raw: reducer)<\(raw: store.typeName)> {
                \(raw: reducer)(\(raw: keyPaths.arguments)) { \(raw: call) }
            }
            """
        ]
    }
}
