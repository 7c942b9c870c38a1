/// Writes the getter of an `Action<Store>` or `AsyncAction<Store>` property that runs the listed reducer
/// and middleware properties of the same type, in the order written.
@attached(accessor, names: named(get))
public macro Action(reducers: AnyKeyPath..., middlewares: AnyKeyPath..., lateReducers: AnyKeyPath...) =
    #externalMacro(module: "OnwardGeneratorsPlugin", type: "ActionMacro")
