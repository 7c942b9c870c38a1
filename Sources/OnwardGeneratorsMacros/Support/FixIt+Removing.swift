import SwiftDiagnostics
import SwiftSyntax

extension FixIt {
    /// A fix-it that deletes `node` together with its leading trivia (the line break and indentation
    /// before it), so no blank line is left behind.
    /// - Parameters:
    ///   - node: The node to delete.
    ///   - message: What the fix-it does.
    /// - Returns: The fix-it.
    static func removing(_ node: some SyntaxProtocol, message: FixItMessage) -> FixIt {
        let nothing = MissingDeclSyntax(placeholder: .identifier("", presence: .missing))
        return FixIt(message: message, changes: [.replace(oldNode: Syntax(node), newNode: Syntax(nothing))])
    }
}
