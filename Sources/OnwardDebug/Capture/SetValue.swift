/// A set whose elements a capture can list without `Mirror`.
protocol SetValue {
    /// The elements, in the set's own order.
    var anyElements: [Any] { get }
}

extension Set: SetValue {
    var anyElements: [Any] { map { $0 } }
}
