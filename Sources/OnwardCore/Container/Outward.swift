/// Reads a dependency from ``OnwardContainer`` at every access.
///
/// The type comes from the key path, so none is written:
/// ```swift
/// @Outward(\.validator) var validator
/// ```
/// Nothing is captured at initialization: a dependency charged later (in a test, say) is seen
/// by the next access.
@propertyWrapper
public struct Outward<Value> {
    /// The dependency this property reads.
    public let key: KeyPath<OnwardContainer, Value>

    /// Creates a property that reads the dependency at `key`.
    ///
    /// - Parameter key: A property of ``OnwardContainer`` registered with `@Inward`.
    public init(_ key: KeyPath<OnwardContainer, Value>) {
        self.key = key
    }

    /// The dependency's current value.
    public var wrappedValue: Value {
        OnwardContainer[key]
    }
}
