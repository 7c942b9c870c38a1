/// Wraps a method taking the store's proxy as a middleware property, `<store><Method>Middleware`.
@attached(peer, names: arbitrary)
public macro Middleware<S: Store>(_ store: S.Type) =
    #externalMacro(module: "OnwardGeneratorsPlugin", type: "MiddlewareMacro")
