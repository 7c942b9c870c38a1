import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Middleware(SomeStore.self)`: wraps a method taking the store's proxy as a `Middleware` (or
/// `AsyncMiddleware`) property.
public enum MiddlewareMacro {}

extension MiddlewareMacro: PeerMacro {
    /// Generated code is emitted exactly as written here, so it reads the same in every expansion.
    public static var formatMode: FormatMode { .disabled }

    /// Adds `var <store><Method>Middleware`, which calls the method with the store's proxy.
    /// - Parameters:
    ///   - node: The `@Middleware` attribute.
    ///   - declaration: The method it is attached to.
    ///   - context: Receives the diagnostics.
    /// - Returns: The middleware property, or none when a diagnostic was emitted.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            let kind = DeclarationKind.describing(declaration)
            context.diagnose(Diagnostic(node: node, message: MiddlewareDiagnostic.notAFunction(kind: kind)))
            return []
        }
        let diagnostics = diagnose(function, attribute: node)
        diagnostics.forEach(context.diagnose)
        guard diagnostics.isEmpty, let store = MethodPeer.storeType(of: node) else { return [] }
        let peer = MethodPeer(function: function, store: store)
        let middleware = function.isAsync ? "AsyncMiddleware" : "Middleware"
        // A method that takes nothing ignores the proxy, as upstream onward's may.
        let call =
            (function.parameterCount == 0 ? "_ in " : "") + peer.await + function.forwardingCall(on: peer.receiver)
        return [
            """
            \(raw: peer.access)\(raw: peer.staticPrefix)var \(raw: peer.propertyName(suffix: "Middleware")): \
            \(raw: middleware)<\(raw: store.typeName)> {
                \(raw: middleware) { \(raw: call) }
            }
            """
        ]
    }
}
