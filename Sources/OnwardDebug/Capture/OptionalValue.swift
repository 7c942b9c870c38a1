/// An optional a capture can unwrap without `Mirror`.
protocol OptionalValue {
    /// The wrapped value, or `nil`.
    var anyWrapped: Any? { get }
}

extension Optional: OptionalValue {
    var anyWrapped: Any? { map { $0 } }
}
