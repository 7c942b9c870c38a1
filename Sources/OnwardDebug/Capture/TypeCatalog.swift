/// The facts of every type met so far, each worked out once.
final class TypeCatalog {
    private var facts: [ObjectIdentifier: TypeFacts] = [:]

    /// The facts of a type, worked out on first use.
    func facts(for type: Any.Type) -> TypeFacts {
        let key = ObjectIdentifier(type)
        if let known = facts[key] { return known }
        let new = TypeFacts(type)
        facts[key] = new
        return new
    }
}
