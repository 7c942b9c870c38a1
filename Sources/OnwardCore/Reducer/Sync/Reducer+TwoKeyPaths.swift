extension Reducer {
    // Two key paths on a side, without parameter packs, so the optimizer specializes them: the
    // pack form of `get: \.a, \.b, set: \.a, \.b` costs about 1 µs a dispatch, these a few
    // nanoseconds. Three or more key paths use the pack initializers.

    /// Creates a reducer that reads two properties and passes their values to `body`.
    ///
    /// - Parameters:
    ///   - first: The first property to read.
    ///   - second: The second property to read.
    ///   - body: Receives the values, in order.
    @inlinable
    public init<A, B>(getter first: KeyPath<S, A>, _ second: KeyPath<S, B>, do body: @escaping (A, B) -> Void) {
        step = ActionStep { store in body(store[keyPath: first], store[keyPath: second]) }
    }

    /// Creates a reducer that writes the two values `body` returns.
    ///
    /// - Parameters:
    ///   - first: The first property to write.
    ///   - second: The second property to write.
    ///   - body: Returns the new values, in order.
    @inlinable
    public init<A, B>(
        setter first: ReferenceWritableKeyPath<S, A>,
        _ second: ReferenceWritableKeyPath<S, B>,
        do body: @escaping () -> (A, B)
    ) {
        step = ActionStep { store in
            let (a, b) = body()
            assign(a, to: first, of: store)
            assign(b, to: second, of: store)
        }
    }

    /// Creates a reducer that reads one property and writes two from its value.
    ///
    /// - Parameters:
    ///   - getKeyPath: The property to read.
    ///   - first: The first property to write.
    ///   - second: The second property to write.
    ///   - body: Receives the read value and returns the new ones, in order.
    @inlinable
    public init<Input, A, B>(
        get getKeyPath: KeyPath<S, Input>,
        set first: ReferenceWritableKeyPath<S, A>,
        _ second: ReferenceWritableKeyPath<S, B>,
        do body: @escaping (Input) -> (A, B)
    ) {
        step = ActionStep { store in
            let (a, b) = body(store[keyPath: getKeyPath])
            assign(a, to: first, of: store)
            assign(b, to: second, of: store)
        }
    }

    /// Creates a reducer that reads two properties and writes one from their values.
    ///
    /// - Parameters:
    ///   - first: The first property to read.
    ///   - second: The second property to read.
    ///   - setKeyPath: The property to write.
    ///   - body: Receives the read values and returns the new one.
    @inlinable
    public init<A, B, Output>(
        get first: KeyPath<S, A>,
        _ second: KeyPath<S, B>,
        set setKeyPath: ReferenceWritableKeyPath<S, Output>,
        do body: @escaping (A, B) -> Output
    ) {
        step = ActionStep { store in
            assign(body(store[keyPath: first], store[keyPath: second]), to: setKeyPath, of: store)
        }
    }

    /// Creates a reducer that reads two properties and writes two from their values.
    ///
    /// - Parameters:
    ///   - firstInput: The first property to read.
    ///   - secondInput: The second property to read.
    ///   - firstOutput: The first property to write.
    ///   - secondOutput: The second property to write.
    ///   - body: Receives the read values and returns the new ones, in order.
    @inlinable
    public init<A, B, C, D>(
        get firstInput: KeyPath<S, A>,
        _ secondInput: KeyPath<S, B>,
        set firstOutput: ReferenceWritableKeyPath<S, C>,
        _ secondOutput: ReferenceWritableKeyPath<S, D>,
        do body: @escaping (A, B) -> (C, D)
    ) {
        step = ActionStep { store in
            let (c, d) = body(store[keyPath: firstInput], store[keyPath: secondInput])
            assign(c, to: firstOutput, of: store)
            assign(d, to: secondOutput, of: store)
        }
    }
}
