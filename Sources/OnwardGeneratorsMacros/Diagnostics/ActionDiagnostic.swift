/// The misuses `@Action` diagnoses.
enum ActionDiagnostic: OnwardDiagnosticMessage {
    /// Applied to something other than a property; `kind` describes it ("a function").
    case notAVariable(kind: String)
    /// Applied to a `let`.
    case notVar(property: String)
    /// The property has no type annotation, or one other than `Action<Store>` / `AsyncAction<Store>`.
    case missingActionType(property: String)
    /// The action type lists argument types.
    case actionArguments(property: String, type: String)
    /// No key path is listed.
    case noComponents
    /// A component is not a key path to a property rooted in a type.
    case invalidKeyPath(text: String)
    /// A component's key path is rooted in a type other than `Self` or the enclosing type.
    case keyPathRoot(keyPath: String, enclosingType: String?)
    /// A static action lists a component through an instance key path, which it cannot reach.
    case instanceKeyPathInStaticAction(keyPath: String, property: String)
    /// The property already has an initial value.
    case existingInitializer(property: String)
    /// The property already has accessors.
    case existingAccessors(property: String)

    var id: String {
        switch self {
        case .notAVariable: "notAVariable"
        case .notVar: "notVar"
        case .missingActionType: "missingActionType"
        case .actionArguments: "actionArguments"
        case .noComponents: "noComponents"
        case .invalidKeyPath: "invalidKeyPath"
        case .keyPathRoot: "keyPathRoot"
        case .instanceKeyPathInStaticAction: "instanceKeyPathInStaticAction"
        case .existingInitializer: "existingInitializer"
        case .existingAccessors: "existingAccessors"
        }
    }

    var message: String {
        switch self {
        case .notAVariable(let kind):
            "'@Action' can only be applied to a property, not \(kind)"
        case .notVar(let property):
            "'@Action' writes a getter, so '\(property)' must be a 'var'"
        case .missingActionType(let property):
            "'@Action' needs '\(property)' to declare its type: 'Action<Store>' or 'AsyncAction<Store>'"
        case .actionArguments(let property, let type):
            "'\(property)' is '\(type)', but an @Action composition takes no arguments; "
                + "write an inline 'Action { value in ... }' instead"
        case .noComponents:
            "'@Action' needs at least one key path in 'reducers:', 'middlewares:' or 'lateReducers:'"
        case .invalidKeyPath(let text):
            "'\(text)' is not a key path to a property of the declaring type; write it as '\\Self.name'"
        case .keyPathRoot(let keyPath, let enclosingType):
            "'\(keyPath)' must be rooted in 'Self'"
                + (enclosingType.map { " or '\($0)'" } ?? "")
                + ", the type that declares the action"
        case .instanceKeyPathInStaticAction(let keyPath, let property):
            "'\(property)' is static, so it cannot reach the instance property '\(keyPath)'; "
                + "list a static one as '\\Self.Type.name', or make '\(property)' an instance property"
        case .existingInitializer(let property):
            "'@Action' writes the getter of '\(property)'; remove its initial value"
        case .existingAccessors(let property):
            "'@Action' writes the getter of '\(property)'; remove its accessors"
        }
    }
}

extension ActionDiagnostic {
    /// The fix-it that turns `let` into `var`.
    static let replaceLet = OnwardFixItMessage("Replace 'let' with 'var'", id: "replaceLet")
    /// The fix-it that roots a key path in `Self`.
    static let rootInSelf = OnwardFixItMessage("Root the key path in 'Self'", id: "rootInSelf")
    /// The fix-it that removes the initial value.
    static let removeInitializer = OnwardFixItMessage("Remove the initial value", id: "removeInitialValue")
    /// The fix-it that removes the accessors.
    static let removeAccessors = OnwardFixItMessage("Remove the accessors", id: "removeAccessors")
}
