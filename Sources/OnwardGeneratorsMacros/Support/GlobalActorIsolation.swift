import SwiftSyntax

/// The global actor a class is isolated to, as its attributes say: `@MainActor`, or another
/// attribute whose name ends in `Actor` (`@DatabaseActor`), the convention for global actors.
///
/// A macro sees only the declaration, so it cannot ask the compiler which attributes are global
/// actors; a class isolated only through a target's default isolation has none of these and
/// needs none, since the compiler infers its conformances' isolation itself.
enum GlobalActorIsolation {
    /// The conformance prefix for a class's generated conformances: `"@MainActor "` for a class
    /// isolated to the main actor, so that `extension Counter: @MainActor Store {}` is an isolated
    /// conformance (Swift 6.2), or `""` for a nonisolated class.
    ///
    /// - Parameter declaration: The class.
    /// - Returns: The attribute and a space, or `""`.
    static func conformancePrefix(of declaration: some DeclGroupSyntax) -> String {
        globalActor(in: declaration.attributes).map { "@\($0) " } ?? ""
    }

    /// The name of the global actor among some attributes, if one is there.
    ///
    /// - Parameter attributes: The attributes of a declaration.
    /// - Returns: The actor's name, such as `MainActor`, or `nil`.
    static func globalActor(in attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.arguments == nil,
                let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
                name.hasSuffix("Actor")
            else { continue }
            return name
        }
        return nil
    }
}
