/// Wraps a method as a reducer property, `<store><Method>Reducer`: it reads the `get:` key paths, passes
/// them to the method in order and writes the method's result to the `set:` key paths.
@attached(peer, names: arbitrary)
public macro Reducer<S: Store, each Input, each Output>(
    _ store: S.Type,
    get: repeat KeyPath<S, each Input>,
    set: repeat ReferenceWritableKeyPath<S, each Output>
) = #externalMacro(module: "OnwardGeneratorsPlugin", type: "ReducerMacro")
