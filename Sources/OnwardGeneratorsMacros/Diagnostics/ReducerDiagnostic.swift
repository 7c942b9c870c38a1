/// The misuses `@Reducer` diagnoses.
enum ReducerDiagnostic: OnwardDiagnosticMessage {
    /// Applied to something other than a method; `kind` describes it ("a property").
    case notAFunction(kind: String)
    /// The first argument is not of the form `SomeStore.self`.
    case missingStoreType
    /// Neither `get:` nor `set:` lists a key path.
    case noKeyPaths
    /// The method's parameter count differs from the number of `get:` key paths.
    case parameterCountMismatch(method: String, parameters: Int, keyPaths: Int)
    /// The method's returned value count differs from the number of `set:` key paths.
    case returnCountMismatch(method: String, values: Int, keyPaths: Int)
    /// The method throws.
    case throwingMethod(method: String)

    var id: String {
        switch self {
        case .notAFunction: "notAFunction"
        case .missingStoreType: "missingStoreType"
        case .noKeyPaths: "noKeyPaths"
        case .parameterCountMismatch: "parameterCountMismatch"
        case .returnCountMismatch: "returnCountMismatch"
        case .throwingMethod: "throwingMethod"
        }
    }

    var message: String {
        switch self {
        case .notAFunction(let kind):
            "'@Reducer' can only be applied to a method, not \(kind)"
        case .missingStoreType:
            "'@Reducer' needs the store type as its first argument, written as 'ToDo.self'"
        case .noKeyPaths:
            "'@Reducer' needs key paths: 'get:' for the state the method reads, 'set:' for the state it returns"
        case .parameterCountMismatch(let method, let parameters, let keyPaths):
            "'\(method)' takes \(Count.of(parameters, "parameter")) but 'get:' lists "
                + "\(Count.of(keyPaths, "key path")); each parameter receives one 'get:' value, in order"
        case .returnCountMismatch(let method, let values, let keyPaths):
            "'\(method)' returns \(Count.of(values, "value")) but 'set:' lists \(Count.of(keyPaths, "key path")); "
                + "return one value per 'set:' key path, several as a tuple"
        case .throwingMethod(let method):
            "'@Reducer' cannot use '\(method)' because it throws; a reducer must always produce the next state"
        }
    }
}

extension ReducerDiagnostic {
    /// The fix-it that removes `throws` from the method.
    static let removeThrows = OnwardFixItMessage("Remove 'throws'", id: "removeThrows")
}
