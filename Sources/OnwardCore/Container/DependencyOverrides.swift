/// Dependencies replaced for the length of a block: what
/// `OnwardContainer.withOverrides(_:run:)` gives the block, and every task it starts.
///
/// ```swift
/// OnwardContainer.withOverrides { $0[\.validator] = StrictValidator() } run: {
///     store.dispatch(\.add, "   ")
/// }
/// ```
public struct DependencyOverrides: Sendable {
    /// A dependency's key path, as a dictionary key that may cross tasks.
    ///
    /// `@unchecked Sendable`: a key path is immutable once made, and one naming a property of
    /// ``OnwardContainer`` (which has no stored state) captures no value.
    private struct Key: Hashable, @unchecked Sendable {
        let path: AnyKeyPath
    }

    /// The replaced values, by the key path of their dependency.
    private var values: [Key: any Sendable] = [:]

    /// Where reads of dependencies that these overrides do not replace are noted, if anywhere.
    package var readsNotOverridden: DependencyReads?

    /// Creates an empty set.
    public init() {}

    /// The value that replaces a dependency, or `nil` to use the container's.
    ///
    /// - Parameter key: The dependency, such as `\.validator`.
    public subscript<Value: Sendable>(key: KeyPath<OnwardContainer, Value>) -> Value? {
        get { values[Key(path: key)] as? Value }
        set { values[Key(path: key)] = newValue }
    }

    /// Takes every replacement of `other`, over its own, and where `other` notes reads.
    ///
    /// - Parameter other: Overrides made elsewhere, such as a test store's.
    package mutating func replace(with other: DependencyOverrides) {
        values.merge(other.values) { _, new in new }
        if let reads = other.readsNotOverridden { readsNotOverridden = reads }
    }

    /// The replaced value for a key, whatever its type.
    func value(for key: AnyKeyPath) -> (any Sendable)? {
        values.isEmpty ? nil : values[Key(path: key)]
    }
}
