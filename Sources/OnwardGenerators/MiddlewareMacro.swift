/// Wraps a method taking the store's proxy as a middleware property, `<store><Method>Middleware`.
///
/// The method takes the store's proxy, or nothing. An `async` method becomes an `AsyncMiddleware`;
/// it must run on the dispatching actor (see the article on middleware).
/// - Parameter store: The store type the middleware works on, as `ToDo.self`.
@attached(peer, names: arbitrary)
public macro Middleware<S: Store>(_ store: S.Type) =
    #externalMacro(module: "OnwardGeneratorsPlugin", type: "MiddlewareMacro")

/// Upstream onward's form with reducers to run after the middleware: refused, with a fix-it that
/// removes `then:`; compose the action with `@Action(middlewares:lateReducers:)` instead.
///
/// - Parameters:
///   - store: The store type the middleware works on, as `ToDo.self`.
///   - then: Key paths to reducer properties.
@attached(peer, names: arbitrary)
public macro Middleware<S: Store>(_ store: S.Type, then: AnyKeyPath...) =
    #externalMacro(module: "OnwardGeneratorsPlugin", type: "MiddlewareMacro")
