extension Reducer {
    // A key path cannot change an `@Observable` property in place: the macro makes the property
    // computed, and a key path to a computed property reads a copy and writes it back. While the
    // store still holds the old value, changing the copy copies a collection's whole storage, so
    // `todos.append(todo)` through `get: \.todos, set: \.todos` costs O(n) retains and releases.
    // For a collection, `update:` first writes an empty value to the property, so the value the
    // body receives is the only reference to the storage and changes in place: O(1) for an
    // append, no retains for a removal.

    /// Creates a reducer that changes one property: `body` receives its value as `inout`.
    ///
    /// ```swift
    /// Reducer(update: \.attempts) { $0 += 1 }
    /// ```
    /// - Parameters:
    ///   - keyPath: The property to change.
    ///   - body: Changes the value.
    @inlinable
    public init<Value>(update keyPath: ReferenceWritableKeyPath<S, Value>, do body: @escaping (inout Value) -> Void) {
        step = ActionStep { store in
            var value = store[keyPath: keyPath]
            body(&value)
            assign(value, to: keyPath, of: store)
        }
    }

    /// Creates a reducer that changes one collection property in place, without copying it.
    ///
    /// ```swift
    /// Reducer(update: \.todos) { $0.removeAll { $0.id == id } }
    /// ```
    /// While `body` runs, the property holds an empty collection: the store lets go of the
    /// storage, so `body` changes it without copying. `body` sees only its argument; what else sees
    /// the empty value is what runs when the property is set: `@Observable` tracking counts one
    /// more change, and a `didSet` runs twice, first with the empty value.
    /// - Parameters:
    ///   - keyPath: The property to change.
    ///   - body: Changes the collection.
    @inlinable
    public init<Value: RangeReplaceableCollection>(
        update keyPath: ReferenceWritableKeyPath<S, Value>,
        do body: @escaping (inout Value) -> Void
    ) {
        step = ActionStep { store in
            var value = takeValue(at: keyPath, of: store)
            body(&value)
            assign(value, to: keyPath, of: store)
        }
    }

    /// Creates a reducer that reads one property and changes another from its value.
    ///
    /// - Parameters:
    ///   - getKeyPath: The property to read.
    ///   - updateKeyPath: The property to change.
    ///   - body: Receives the read value and changes the other.
    @inlinable
    public init<Input, Value>(
        get getKeyPath: KeyPath<S, Input>,
        update updateKeyPath: ReferenceWritableKeyPath<S, Value>,
        do body: @escaping (Input, inout Value) -> Void
    ) {
        step = ActionStep { store in
            var value = store[keyPath: updateKeyPath]
            body(store[keyPath: getKeyPath], &value)
            assign(value, to: updateKeyPath, of: store)
        }
    }

    /// Creates a reducer that reads one property and changes a collection property in place from
    /// its value, without copying the collection.
    ///
    /// ```swift
    /// Reducer(get: \.nextID, update: \.todos) { id, todos in
    ///     todos.append(ToDo(id: id, title: title))
    /// }
    /// ```
    /// While `body` runs, the collection property holds an empty collection, as with
    /// `Reducer(update:do:)` on a collection.
    /// - Parameters:
    ///   - getKeyPath: The property to read.
    ///   - updateKeyPath: The collection property to change.
    ///   - body: Receives the read value and changes the collection.
    @inlinable
    public init<Input, Value: RangeReplaceableCollection>(
        get getKeyPath: KeyPath<S, Input>,
        update updateKeyPath: ReferenceWritableKeyPath<S, Value>,
        do body: @escaping (Input, inout Value) -> Void
    ) {
        step = ActionStep { store in
            let input = store[keyPath: getKeyPath]
            var value = takeValue(at: updateKeyPath, of: store)
            body(input, &value)
            assign(value, to: updateKeyPath, of: store)
        }
    }
}

/// Reads a collection out of a store and leaves an empty one in its place, so the returned value
/// holds the only reference to its storage.
@inlinable
func takeValue<S, Value: RangeReplaceableCollection>(at keyPath: ReferenceWritableKeyPath<S, Value>, of store: S)
    -> Value
{
    let value = store[keyPath: keyPath]
    store[keyPath: keyPath] = Value()
    return value
}
