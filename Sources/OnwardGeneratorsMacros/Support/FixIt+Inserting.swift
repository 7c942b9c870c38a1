import SwiftDiagnostics
import SwiftSyntax

extension FixIt.Change {
    /// A change that writes `text` (e.g. `final`) and a space right before `token`, after its leading trivia.
    ///
    /// The token is replaced by the inserted tokens followed by itself, with the leading and trailing trivia
    /// it had, so the compiler and textual edits apply the change the same way.
    /// - Parameters:
    ///   - tokens: The tokens to insert, as they should read (`nonisolated`, `(`, `nonsending`, `)`).
    ///   - token: The token to insert them before.
    /// - Returns: The change.
    static func inserting(_ tokens: [TokenSyntax], before token: TokenSyntax) -> FixIt.Change {
        var nodes = tokens.map { Syntax($0.with(\.leadingTrivia, []).with(\.trailingTrivia, [])) }
        if let last = nodes.indices.last, let lastToken = nodes[last].as(TokenSyntax.self) {
            nodes[last] = Syntax(lastToken.with(\.trailingTrivia, .space))
        }
        if let firstToken = nodes.first?.as(TokenSyntax.self) {
            nodes[0] = Syntax(firstToken.with(\.leadingTrivia, token.leadingTrivia))
        }
        nodes.append(Syntax(token.with(\.leadingTrivia, [])))
        return .replace(oldNode: Syntax(token), newNode: Syntax(UnexpectedNodesSyntax(nodes)))
    }
}
