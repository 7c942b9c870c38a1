/// The dependency container: every dependency an interactor reads is a property of it.
///
/// Register a dependency with `@Inward` in an extension, read it with `@Outward` in an
/// interactor, and swap it in a test with `withOverrides(_:run:)`, or for the whole
/// process with ``charge(_:_:)`` and ``discharge(_:)``:
/// ```swift
/// extension OnwardContainer {
///     @Inward var validator: TextValidator = .init()
/// }
///
/// @Interactor
/// final class TodoInteractor {
///     @Outward(\.validator) var validator
/// }
///
/// OnwardContainer.charge(\.validator, StrictValidator())
/// defer { OnwardContainer.discharge(\.validator) }
/// ```
public struct OnwardContainer: Sendable {
    /// Overrides set by ``charge(_:_:)`` and defaults made on first use, shared by every thread.
    static let registry = Registry()

    /// Reads a dependency: its override when charged, else its registered default.
    ///
    /// - Parameter key: The dependency, such as `\.validator`.
    public static subscript<Value>(_ key: KeyPath<OnwardContainer, Value>) -> Value {
        OnwardContainer()[keyPath: key]
    }

    /// Replaces a dependency for the whole process until ``discharge(_:)``; safe to call from any
    /// thread, so the value must be `Sendable`.
    ///
    /// Every `@Outward(key)` anywhere reads it, in tests running in parallel too: to replace a
    /// dependency for one test, use `withOverrides(_:run:)`.
    /// - Parameters:
    ///   - key: The dependency, such as `\.validator`.
    ///   - value: What every `@Outward(key)` reads from now on.
    public static func charge<Value: Sendable>(_ key: KeyPath<OnwardContainer, Value>, _ value: Value) {
        registry.setOverride(value, for: key)
    }

    /// Restores a dependency's registered default; safe to call from any thread.
    ///
    /// - Parameter key: The dependency, such as `\.validator`.
    public static func discharge<Value>(_ key: KeyPath<OnwardContainer, Value>) {
        registry.setOverride(nil, for: key)
    }

    /// The value of a registered dependency; `@Inward` getters call this.
    ///
    /// A replacement of the innermost `withOverrides(_:run:)` wins, then the override
    /// set by ``charge(_:_:)``; otherwise `make` runs once, on first use, and its value is kept.
    /// - Parameters:
    ///   - key: The dependency's own key path.
    ///   - name: The dependency's name, which a test store reports a read of it by.
    ///   - make: Makes the default value.
    /// - Returns: The dependency.
    public func registered<Value>(
        _ key: KeyPath<OnwardContainer, Value>, named name: String = "", default make: () -> Value
    ) -> Value {
        let scoped = Self.scoped
        if let value = scoped.value(for: key) as? Value {
            return value
        }
        scoped.readsNotOverridden?.note(name.isEmpty ? "\(Value.self)" : "\(name) (\(Value.self))")
        if let value = Self.registry.value(for: key) as? Value {
            return value
        }
        // Made outside the lock: a default may itself read other dependencies.
        return Self.registry.keepDefault(make(), for: key) as? Value ?? make()
    }
}
