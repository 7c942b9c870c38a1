/// How a type declaration states its isolation.
enum DeclaredIsolation: Equatable {
    /// No attribute or modifier: the target's default applies.
    case unstated
    /// `nonisolated`.
    case nonisolated
    /// A global actor attribute, such as `@MainActor`.
    case globalActor(String)
}

/// The isolation a type ends up with, once its target's default is applied.
enum Isolation: Equatable {
    /// Not isolated to an actor.
    case nonisolated
    /// Isolated to a global actor.
    case globalActor(String)

    /// How a message names it: "isolated to the main actor", "nonisolated".
    var phrase: String {
        switch self {
        case .nonisolated: "nonisolated"
        case .globalActor("MainActor"): "isolated to the main actor"
        case .globalActor(let name): "isolated to '@\(name)'"
        }
    }
}
