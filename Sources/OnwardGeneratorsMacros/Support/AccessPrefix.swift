import SwiftSyntax

/// The access modifier text (with a trailing space, or empty) that generated members carry.
enum AccessPrefix {
    /// Mirrors the `public`/`package` access of a type on the members generated into it (`open` becomes
    /// `public`); every other access level leaves generated members at the default.
    /// - Parameter modifiers: The modifiers of the type.
    /// - Returns: `"public "`, `"package "` or `""`.
    static func mirroring(_ modifiers: DeclModifierListSyntax) -> String {
        switch modifiers.accessLevel {
        case .open, .public: "public "
        case .package: "package "
        default: ""
        }
    }

    /// Restates the access level written on a declaration for a peer generated beside it.
    /// - Parameter modifiers: The modifiers of the declaration.
    /// - Returns: The written access keyword followed by a space, or `""`.
    static func restating(_ modifiers: DeclModifierListSyntax) -> String {
        switch modifiers.accessLevel {
        case .open, .public: "public "
        case .package: "package "
        case .internal: "internal "
        case .fileprivate: "fileprivate "
        case .private: "private "
        default: ""
        }
    }

    /// The access of a generated member that sets a property: the most restrictive of the
    /// property's written access and its setter's (`private(set)`), when either restricts it to
    /// `package` or less.
    /// - Parameter modifiers: The modifiers of the property.
    /// - Returns: `"package "`, `"internal "`, `"fileprivate "`, `"private "` or `nil`.
    static func restricting(_ modifiers: DeclModifierListSyntax) -> String? {
        let restricting: [Keyword] = [.private, .fileprivate, .internal, .package]
        let levels = [modifiers.accessLevel, modifiers.setterAccessLevel].compactMap { $0 }
        return restricting.first(where: levels.contains).map { TokenSyntax.keyword($0).text + " " }
    }
}
