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
