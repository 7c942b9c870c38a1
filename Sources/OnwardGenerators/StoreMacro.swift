/// Makes a class a ``Store`` driven by `interactor`: adds `interactor`, `observerStorage`, a
/// `<property>Mutator` action for every mutable stored property, and the conformance.
///
/// - Parameter interactor: The interactor type whose actions drive the store, as `TodoInteractor.self`.
@attached(member, names: named(interactor), named(observerStorage), arbitrary)
@attached(extension, conformances: Store)
public macro Store<I: Interactor>(_ interactor: I.Type) =
    #externalMacro(module: "OnwardGeneratorsPlugin", type: "StoreMacro")
