extension Reducer {
    // One key path each way is the common case. These overloads spell it without parameter
    // packs, which the optimizer specializes fully: a dispatch of a one-property toggle costs
    // about a third of the pack form's time.

    /// Creates a reducer that reads one property and passes its value to `body`.
    ///
    /// - Parameters:
    ///   - keyPath: The property to read.
    ///   - body: Receives the value.
    @inlinable
    public init<Value>(getter keyPath: KeyPath<S, Value>, do body: @escaping (Value) -> Void) {
        step = ActionStep { store in body(store[keyPath: keyPath]) }
    }

    /// Creates a reducer that writes the value `body` returns to one property.
    ///
    /// - Parameters:
    ///   - keyPath: The property to write.
    ///   - body: Returns the new value.
    @inlinable
    public init<Value>(setter keyPath: ReferenceWritableKeyPath<S, Value>, do body: @escaping () -> Value) {
        step = ActionStep { store in assign(body(), to: keyPath, of: store) }
    }

    /// Creates a reducer that reads one property and writes another from its value.
    ///
    /// - Parameters:
    ///   - getKeyPath: The property to read.
    ///   - setKeyPath: The property to write.
    ///   - body: Receives the read value and returns the new one.
    @inlinable
    public init<Input, Output>(
        get getKeyPath: KeyPath<S, Input>,
        set setKeyPath: ReferenceWritableKeyPath<S, Output>,
        do body: @escaping (Input) -> Output
    ) {
        step = ActionStep { store in assign(body(store[keyPath: getKeyPath]), to: setKeyPath, of: store) }
    }
}
