/// Wraps a method taking the store's proxy as a middleware property, `<store><Method>Middleware`.
///
/// An `async` method must be `nonisolated(nonsending)`; it becomes an `AsyncMiddleware`.
/// - Parameter store: The store type the middleware works on, as `ToDo.self`.
@attached(peer, names: arbitrary)
public macro Middleware<S: Store>(_ store: S.Type) =
    #externalMacro(module: "OnwardGeneratorsPlugin", type: "MiddlewareMacro")
