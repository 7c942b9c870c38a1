import SwiftSyntax

extension DeclModifierListSyntax {
    /// Whether the list holds `static` or `class`: the declaration belongs to the type, not an instance.
    var isStatic: Bool { contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } }

    /// Whether the list holds the given keyword, e.g. `final`.
    func contains(_ keyword: Keyword) -> Bool { contains { $0.name.tokenKind == .keyword(keyword) } }

    /// Whether the list holds `nonisolated(nonsending)`.
    var isNonisolatedNonsending: Bool {
        contains { $0.name.tokenKind == .keyword(.nonisolated) && $0.detail?.detail.text == "nonsending" }
    }

    /// The access level written in the list (`private(set)` and the like do not count), if any.
    var accessLevel: Keyword? {
        let levels: [Keyword] = [.open, .public, .package, .internal, .fileprivate, .private]
        for modifier in self where modifier.detail == nil {
            if case .keyword(let keyword) = modifier.name.tokenKind, levels.contains(keyword) {
                return keyword
            }
        }
        return nil
    }

    /// The access level of the setter when the list restricts it (`private(set)` gives `private`).
    var setterAccessLevel: Keyword? {
        for modifier in self where modifier.detail?.detail.text == "set" {
            if case .keyword(let keyword) = modifier.name.tokenKind { return keyword }
        }
        return nil
    }
}
