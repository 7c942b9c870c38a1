/// What a type's body, or one of its extensions, declares.
struct MemberList {
    /// Its methods.
    var methods: [MethodRecord] = []
    /// The names of its properties, stored or computed, static or not.
    var properties: Set<String> = []
    /// The names of its mutable stored instance properties: those a store has a mutator for.
    var storedVariables: Set<String> = []
    /// Its instance properties typed `Action<...>` or `AsyncAction<...>`, with where their names are.
    var actions: [(name: String, location: SourcePlace)] = []

    /// Adds another list's members.
    mutating func formUnion(_ other: MemberList) {
        methods += other.methods
        properties.formUnion(other.properties)
        storedVariables.formUnion(other.storedVariables)
        actions += other.actions
    }
}
