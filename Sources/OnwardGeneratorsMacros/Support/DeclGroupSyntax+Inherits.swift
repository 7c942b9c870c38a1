import SwiftSyntax

extension DeclGroupSyntax {
    /// Whether the declaration's own inheritance clause lists `name`, e.g. `Interactor`.
    func inherits(_ name: String) -> Bool {
        inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == name } ?? false
    }
}
