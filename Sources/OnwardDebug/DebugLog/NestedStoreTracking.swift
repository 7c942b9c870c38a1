/// How the debug middleware learns that a store nested in the state (a `ToDo` in `todos`) changed.
public enum NestedStoreTracking: Sendable {
    /// A nested store is read again only after a dispatch on it, seen by a small observer the
    /// middleware adds to it (and removes when the middleware goes away). The cost of a dispatch
    /// then follows the size of the change. Stores change only by their own dispatches; a direct
    /// write to a nested store's property from elsewhere is not seen this way.
    case byDispatch

    /// Every nested store is read again at every dispatch: the cost grows with the state, but a
    /// direct write to a nested store's property is seen too.
    case everyDispatch
}
