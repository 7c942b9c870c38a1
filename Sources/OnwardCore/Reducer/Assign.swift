/// Writes one value into a store; reducers call it once per key path of a pack.
@inlinable
func assign<S, Value>(_ value: Value, to keyPath: ReferenceWritableKeyPath<S, Value>, of store: S) {
    store[keyPath: keyPath] = value
}
