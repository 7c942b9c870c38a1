extension Equatable {
    /// Whether `other` is a value of the same type that is equal to this one.
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
