/// A `name.dispatch(\.action ...)` call on a variable.
struct DispatchRecord {
    /// The variable the call is made on.
    var variable: String
    /// The key path's only component: the action's name.
    var action: String
    /// Where the key path is.
    var location: SourcePlace
}
