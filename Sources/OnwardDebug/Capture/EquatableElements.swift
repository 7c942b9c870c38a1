/// An array of `Equatable` elements, compared element by element in specialized code.
protocol EquatableElements {
    /// The positions whose elements differ from `old`'s, or `nil` when `old` is not an array of
    /// the same type and length.
    ///
    /// - Parameter old: The earlier array.
    /// - Returns: The differing positions, in order.
    func differingIndices(from old: Any) -> [Int]?

    /// The element at a position.
    ///
    /// - Parameter index: A valid position.
    /// - Returns: The element.
    func anyElement(at index: Int) -> Any
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

    func anyElement(at index: Int) -> Any {
        self[index]
    }
}
