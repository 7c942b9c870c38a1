import SwiftDiagnostics
import SwiftSyntax

extension FixIt {
    /// A fix-it that replaces `node` with `replacement`, keeping the node's leading and trailing trivia so the
    /// compiler and textual edits apply it the same way.
    /// - Parameters:
    ///   - node: The node to replace.
    ///   - replacement: The new node; its own outer trivia is discarded.
    ///   - message: What the fix-it does.
    /// - Returns: The fix-it.
    static func replacing<Node: SyntaxProtocol>(_ node: Node, with replacement: Node, message: FixItMessage) -> FixIt {
        let newNode = replacement.trimmed
            .with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
        return FixIt(message: message, changes: [.replace(oldNode: Syntax(node), newNode: Syntax(newNode))])
    }

    /// A fix-it that turns the `let` of a property into `var`.
    /// - Parameters:
    ///   - keyword: The `let` keyword.
    ///   - message: What the fix-it does.
    /// - Returns: The fix-it.
    static func replacingLet(_ keyword: TokenSyntax, message: FixItMessage) -> FixIt {
        let replacement = keyword.with(\.tokenKind, .keyword(.var))
        return FixIt(message: message, changes: [.replace(oldNode: Syntax(keyword), newNode: Syntax(replacement))])
    }
}
