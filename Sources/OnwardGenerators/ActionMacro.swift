/// Writes the getter of an `Action<Store>` or `AsyncAction<Store>` property that runs the listed reducer
/// and middleware properties of the same type, in the order written.
///
/// - Parameters:
///   - reducers: Key paths to reducer properties, such as `\Self.toDoToggleReducer`; they run first.
///   - middlewares: Key paths to middleware properties; they run after the reducers.
///   - lateReducers: Key paths to reducer properties that run last, after the middlewares' dispatches.
@attached(accessor, names: named(get))
public macro Action(reducers: AnyKeyPath..., middlewares: AnyKeyPath..., lateReducers: AnyKeyPath...) =
    #externalMacro(module: "OnwardGeneratorsPlugin", type: "ActionMacro")

/// Writes the getter of an action property from components listed without labels, in the order
/// written, as upstream onward writes `@Action(\Self.toDoToggleReducer)`.
///
/// - Parameter components: Key paths to reducer and middleware properties.
@attached(accessor, names: named(get))
public macro Action(_ components: AnyKeyPath...) =
    #externalMacro(module: "OnwardGeneratorsPlugin", type: "ActionMacro")
