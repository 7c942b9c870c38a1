extension Equatable {
    /// Whether `other` is a value of the same type that is equal to this one.
    ///
    /// - Returns: `true` when `other` has this type and `==` holds.
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
