/// The rules of `swift package onward check`: each needs more than one declaration to see, so no
/// macro can apply it.
package enum CheckRule: String, CaseIterable, Sendable {
    /// An `@Interactor` class that no `@Store(X.self)` in the package names.
    case interactorWithoutStore
    /// A method of an interactor that is neither `@Reducer` nor `@Middleware`, and that nothing uses.
    case undispatchedMethod
    /// A store isolated differently from its interactor.
    case isolationMismatch
    /// A `dispatch(\.name)` whose name is no action of the store.
    case unknownAction
    /// An action declared in an extension of an interactor, in a package that keeps a history:
    /// not in the interactor's listing, so not in a history's default registry.
    case actionInExtension
}
