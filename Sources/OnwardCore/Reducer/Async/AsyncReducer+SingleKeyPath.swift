extension AsyncReducer {
    // One key path each way, without parameter packs, so the optimizer specializes it fully
    // (see `Reducer+SingleKeyPath.swift`).

    /// Creates a reducer that reads one property and passes its value to `body`.
    ///
    /// - Parameters:
    ///   - keyPath: The property to read.
    ///   - body: Receives the value.
    @inlinable
    public init<Value: Sendable>(getter keyPath: KeyPath<S, Value>, do body: @escaping (Value) async -> Void) {
        asyncStep = AsyncActionStep { store in await body(store[keyPath: keyPath]) }
    }

    /// Creates a reducer that writes the value `body` returns to one property.
    ///
    /// - Parameters:
    ///   - keyPath: The property to write.
    ///   - body: Returns the new value.
    @inlinable
    public init<Value: Sendable>(
        setter keyPath: ReferenceWritableKeyPath<S, Value>,
        do body: @escaping () async -> Value
    ) {
        asyncStep = AsyncActionStep { store in
            let value = await body()
            assign(value, to: keyPath, of: store)
        }
    }

    /// Creates a reducer that reads one property and writes another from its value.
    ///
    /// - Parameters:
    ///   - getKeyPath: The property to read.
    ///   - setKeyPath: The property to write.
    ///   - body: Receives the read value and returns the new one.
    @inlinable
    public init<Input: Sendable, Output: Sendable>(
        get getKeyPath: KeyPath<S, Input>,
        set setKeyPath: ReferenceWritableKeyPath<S, Output>,
        do body: @escaping (Input) async -> Output
    ) {
        asyncStep = AsyncActionStep { store in
            let value = await body(store[keyPath: getKeyPath])
            assign(value, to: setKeyPath, of: store)
        }
    }
}
