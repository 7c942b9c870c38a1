import SwiftSyntax

extension MemberBlockSyntax {
    /// The declarations of the block, including those inside `#if` clauses.
    var declarations: [DeclSyntax] { members.flatMap { $0.decl.flattened } }
}

extension DeclSyntax {
    /// The declaration itself, or, for an `#if` block, every declaration in its clauses.
    fileprivate var flattened: [DeclSyntax] {
        guard let ifConfig = self.as(IfConfigDeclSyntax.self) else { return [self] }
        return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
            guard case .decls(let members) = clause.elements else { return [] }
            return members.flatMap { $0.decl.flattened }
        }
    }
}
