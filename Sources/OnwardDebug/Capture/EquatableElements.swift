/// An array of `Equatable` elements, compared element by element in specialized code.
protocol EquatableElements: ListValue {
    /// The positions whose elements differ from `old`'s, in order, or `nil` when `old` is not an
    /// array of the same type and length.
    func differingIndices(from old: Any) -> [Int]?
}

extension Array: EquatableElements where Element: Equatable {
    func differingIndices(from old: Any) -> [Int]? {
        guard let old = old as? [Element], old.count == count else { return nil }
        var indices: [Int] = []
        for index in self.indices where old[index] != self[index] {
            indices.append(index)
        }
        return indices
    }
}
