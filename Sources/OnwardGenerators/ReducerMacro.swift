/// Wraps a method as a reducer property, `<store><Method>Reducer`: it reads the `get:` key paths, passes
/// them to the method in order and writes the method's result to the `set:` key paths.
///
/// An `async` method gives an `AsyncReducer`, a static one a static property.
/// - Parameters:
///   - store: The store type the reducer works on, as `ToDo.self`.
///   - get: The properties the method reads, one per parameter, in order.
///   - set: The properties the method's result is written to, several as a tuple.
@attached(peer, names: arbitrary)
public macro Reducer<S: Store, each Input, each Output>(
    _ store: S.Type,
    get: repeat KeyPath<S, each Input>,
    set: repeat ReferenceWritableKeyPath<S, each Output>
) = #externalMacro(module: "OnwardGeneratorsPlugin", type: "ReducerMacro")

/// Wraps a method as a reducer property, `<store><Method>Reducer`, that changes one property in place: the
/// method's last parameter, `inout`, receives the `update:` value; the parameters before it the `get:` values.
///
/// ```swift
/// @Reducer(ToDoStore.self, update: \.todos)
/// func removeCompleted(_ todos: inout [ToDo]) { todos.removeAll { $0.isCompleted } }
/// ```
/// The property is a `Reducer(update:do:)` or `Reducer(get:update:do:)`, so a collection changes without
/// being copied. The method returns nothing and is not `async` (there is no asynchronous `update:` reducer);
/// a static method gives a static property.
/// - Parameters:
///   - store: The store type the reducer works on, as `ToDo.self`.
///   - get: At most one property the method reads, passed before the `update:` value.
///   - update: The property the method changes through its last, `inout` parameter.
@attached(peer, names: arbitrary)
public macro Reducer<S: Store, each Input, Value>(
    _ store: S.Type,
    get: repeat KeyPath<S, each Input>,
    update: ReferenceWritableKeyPath<S, Value>
) = #externalMacro(module: "OnwardGeneratorsPlugin", type: "ReducerMacro")
