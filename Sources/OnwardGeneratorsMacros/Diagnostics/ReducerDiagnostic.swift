/// The misuses `@Reducer` diagnoses.
enum ReducerDiagnostic: OnwardDiagnosticMessage {
    /// Applied to something other than a method; `kind` describes it ("a property").
    case notAFunction(kind: String)
    /// The first argument is not of the form `SomeStore.self`.
    case missingStoreType
    /// None of `get:`, `set:` and `update:` lists a key path.
    case noKeyPaths
    /// The method's parameter count differs from the number of `get:` key paths.
    case parameterCountMismatch(method: String, parameters: Int, keyPaths: Int)
    /// The method's returned value count differs from the number of `set:` key paths.
    case returnCountMismatch(method: String, values: Int, keyPaths: Int)
    /// The method throws.
    case throwingMethod(method: String)
    /// `set:` and `update:` are both given.
    case setWithUpdate
    /// `update:` lists more than one key path.
    case severalUpdateKeyPaths(count: Int)
    /// `get:` lists more than one key path together with `update:`.
    case severalGetKeyPathsWithUpdate(count: Int)
    /// With `update:`, the method's parameter count differs from the `get:` key paths plus one.
    case updateParameterCountMismatch(method: String, parameters: Int, getKeyPaths: Int)
    /// With `update:`, the method's last parameter is not `inout`.
    case updateNotInout(method: String, parameter: String)
    /// A parameter that receives a `get:` value is `inout`.
    case inoutGetParameter(method: String, parameter: String)
    /// With `update:`, the method returns a value.
    case updateReturnsValue(method: String, values: Int)
    /// With `update:`, the method is `async`.
    case asyncUpdate(method: String)

    var id: String {
        switch self {
        case .notAFunction: "notAFunction"
        case .missingStoreType: "missingStoreType"
        case .noKeyPaths: "noKeyPaths"
        case .parameterCountMismatch: "parameterCountMismatch"
        case .returnCountMismatch: "returnCountMismatch"
        case .throwingMethod: "throwingMethod"
        case .setWithUpdate: "setWithUpdate"
        case .severalUpdateKeyPaths: "severalUpdateKeyPaths"
        case .severalGetKeyPathsWithUpdate: "severalGetKeyPathsWithUpdate"
        case .updateParameterCountMismatch: "updateParameterCountMismatch"
        case .updateNotInout: "updateNotInout"
        case .inoutGetParameter: "inoutGetParameter"
        case .updateReturnsValue: "updateReturnsValue"
        case .asyncUpdate: "asyncUpdate"
        }
    }

    var message: String {
        switch self {
        case .notAFunction(let kind):
            "'@Reducer' can only be applied to a method, not \(kind)"
        case .missingStoreType:
            "'@Reducer' needs the store type as its first argument, written as 'ToDo.self'"
        case .noKeyPaths:
            "'@Reducer' needs key paths: 'get:' for the state the method reads, 'set:' for the state it returns, "
                + "or 'update:' for the state it changes in place"
        case .parameterCountMismatch(let method, let parameters, let keyPaths):
            "'\(method)' takes \(Count.of(parameters, "parameter")) but 'get:' lists "
                + "\(Count.of(keyPaths, "key path")); each parameter receives one 'get:' value, in order"
        case .returnCountMismatch(let method, let values, let keyPaths):
            "'\(method)' returns \(Count.of(values, "value")) but 'set:' lists \(Count.of(keyPaths, "key path")); "
                + "return one value per 'set:' key path, several as a tuple"
        case .throwingMethod(let method):
            "'@Reducer' cannot use '\(method)' because it throws; a reducer must always produce the next state"
        case .setWithUpdate:
            "'@Reducer' cannot take both 'set:' and 'update:'; return the new values for 'set:', or change one "
                + "value in place with 'update:'"
        case .severalUpdateKeyPaths(let count):
            "'update:' lists \(count) key paths but takes exactly one; to write several properties, use 'get:' "
                + "and 'set:'"
        case .severalGetKeyPathsWithUpdate(let count):
            "'get:' lists \(count) key paths but takes at most one with 'update:'; to read several properties, "
                + "use 'get:' and 'set:'"
        case .updateParameterCountMismatch(let method, let parameters, let getKeyPaths):
            "'\(method)' takes \(Count.of(parameters, "parameter")) but needs \(getKeyPaths + 1): "
                + (getKeyPaths == 0 ? "" : "one per 'get:' key path, in order, then ")
                + "an 'inout' parameter for the 'update:' value"
        case .updateNotInout(let method, let parameter):
            "'\(method)' must take its last parameter '\(parameter)' as 'inout': it receives the 'update:' value "
                + "to change in place"
        case .inoutGetParameter(let method, let parameter):
            "'\(method)' takes '\(parameter)' as 'inout' but it receives a 'get:' value, which a reducer "
                + "cannot change; to change a value in place, use 'update:' and make it the last parameter"
        case .updateReturnsValue(let method, let values):
            "'\(method)' returns \(Count.of(values, "value")) but with 'update:' returns nothing; it changes "
                + "its last, 'inout' parameter instead"
        case .asyncUpdate(let method):
            "'@Reducer' cannot use 'update:' with '\(method)' because it is async; there is no asynchronous "
                + "'update:' reducer, so use 'get:' and 'set:'"
        }
    }
}

extension ReducerDiagnostic {
    /// The fix-it that removes `throws` from the method.
    static let removeThrows = OnwardFixItMessage("Remove 'throws'", id: "removeThrows")

    /// The fix-it that makes the method's last parameter `inout`.
    static let insertInout = OnwardFixItMessage("Insert 'inout'", id: "insertInout")
}
