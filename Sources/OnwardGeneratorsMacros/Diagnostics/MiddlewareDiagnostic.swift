/// The misuses `@Middleware` diagnoses.
enum MiddlewareDiagnostic: OnwardDiagnosticMessage {
    /// Applied to something other than a method; `kind` describes it ("a property").
    case notAFunction(kind: String)
    /// The first argument is not of the form `SomeStore.self`.
    case missingStoreType
    /// The method does not take exactly one parameter, the store's proxy.
    case parameterCount(method: String, parameters: Int, store: String)
    /// The method throws.
    case throwingMethod(method: String)
    /// Upstream onward's `then:` list of reducers to run after the middleware.
    case thenNotSupported
    /// The method is `async` and `@concurrent`, so it would run away from the dispatching actor.
    case notNonsending(method: String)

    var id: String {
        switch self {
        case .notAFunction: "notAFunction"
        case .missingStoreType: "missingStoreType"
        case .parameterCount: "parameterCount"
        case .throwingMethod: "throwingMethod"
        case .thenNotSupported: "thenNotSupported"
        case .notNonsending: "notNonsending"
        }
    }

    var message: String {
        switch self {
        case .notAFunction(let kind):
            "'@Middleware' can only be applied to a method, not \(kind)"
        case .missingStoreType:
            "'@Middleware' needs the store type as its argument, written as 'ToDo.self'"
        case .parameterCount(let method, let parameters, let store):
            "'\(method)' takes \(Count.of(parameters, "parameter")) but a middleware takes the store's proxy "
                + "or nothing: 'func \(method)(_ proxy: \(store).Proxy)'"
        case .thenNotSupported:
            "'@Middleware' runs no reducers after the method; list them in the action instead: "
                + "'@Action(middlewares: \\Self.someMiddleware, lateReducers: \\Self.someReducer)'"
        case .throwingMethod(let method):
            "'@Middleware' cannot use '\(method)' because it throws; handle errors inside the method"
        case .notNonsending(let method):
            "'\(method)' is '@concurrent', so it would run away from the dispatching actor, where the store's "
                + "proxy lives; '@Middleware' needs an async method that runs on it: remove '@concurrent'"
        }
    }
}

extension MiddlewareDiagnostic {
    /// The fix-it that removes `throws` from the method.
    static let removeThrows = OnwardFixItMessage("Remove 'throws'", id: "removeThrows")
    /// The fix-it that removes `then:` and its reducers.
    static let removeThen = OnwardFixItMessage("Remove 'then:'", id: "removeThen")
    /// The fix-it that removes `@concurrent` from the method.
    static let removeConcurrent = OnwardFixItMessage("Remove '@concurrent'", id: "removeConcurrent")
}
