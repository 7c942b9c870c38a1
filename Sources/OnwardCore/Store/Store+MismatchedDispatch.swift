// Overloads that no correct call picks, since each matching one is more specific: a call whose
// arguments do not match its action's parameters lands on one of these, and the compiler says so
// in these words, rather than blaming the key path and naming an `AsyncAction` for a synchronous
// action (or the reverse).
extension Store {
    /// A synchronous action of the interactor dispatched with arguments of other types.
    @available(*, unavailable, message: "the arguments do not match the action's parameters, in number or in type")
    public func dispatch<each Argument, each Given>(
        _ action: KeyPath<InteractorType, Action<Self, repeat each Argument>>,
        _ arguments: repeat each Given
    ) {
        fatalError("unavailable")
    }

    /// An action of the store itself (a mutator) dispatched with arguments of other types.
    @available(*, unavailable, message: "the arguments do not match the action's parameters, in number or in type")
    public func dispatch<each Argument, each Given>(
        _ action: KeyPath<Self, Action<Self, repeat each Argument>>,
        _ arguments: repeat each Given
    ) {
        fatalError("unavailable")
    }

    /// An asynchronous action of the interactor dispatched with arguments of other types.
    @available(*, unavailable, message: "the arguments do not match the action's parameters, in number or in type")
    public func dispatch<each Argument, each Given>(
        _ action: KeyPath<InteractorType, AsyncAction<Self, repeat each Argument>>,
        _ arguments: repeat each Given
    ) async {
        fatalError("unavailable")
    }
}
