/// A target's default isolation, as its manifest shows it.
package enum DefaultIsolation: Equatable, Sendable {
    /// Declarations are nonisolated unless they say otherwise (the compiler's default).
    case nonisolated
    /// `.defaultIsolation(MainActor.self)`: declarations are on the main actor unless they say otherwise.
    case mainActor
}
