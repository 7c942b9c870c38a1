import OnwardCore
import Testing

/// `receive` without arguments: the next effect of that action, whatever it was dispatched with,
/// as when its arguments are not the point of the test (a loading flag a middleware sets).
///
/// ```swift
/// await store.receive(\.isLoadingMutator) { $0.isLoading = true }
/// ```
/// For an action that takes no arguments, this is the same as naming them all.
extension TestStore {
    /// Waits for the next effect, an action of the store's interactor with any arguments, and
    /// checks the change it made.
    ///
    /// - Parameters:
    ///   - action: A key path to the action of the store's interactor that is expected next.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the effect is expected to change.
    public func receive<each Argument>(
        _ action: KeyPath<S.InteractorType, Action<S, repeat each Argument>>,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) async {
        await receive(store.interactor[keyPath: action].name, on: store, nil, at: sourceLocation, expecting: expected)
    }

    /// Waits for the next effect, an action of the store itself (such as a mutator) with any
    /// arguments, and checks the change it made.
    ///
    /// - Parameters:
    ///   - action: A key path to the store's action, such as `\.isLoadingMutator`.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the effect is expected to change.
    public func receive<each Argument>(
        _ action: KeyPath<S, Action<S, repeat each Argument>>,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) async {
        await receive(store[keyPath: action].name, on: store, nil, at: sourceLocation, expecting: expected)
    }

    /// Waits for the next effect, an async action of the store's interactor with any arguments,
    /// and checks the change it made.
    ///
    /// - Parameters:
    ///   - action: A key path to the async action of the store's interactor.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the effect is expected to change.
    public func receive<each Argument>(
        _ action: KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) async {
        await receive(store.interactor[keyPath: action].name, on: store, nil, at: sourceLocation, expecting: expected)
    }

    /// Waits for the next effect, an action with any arguments dispatched on a store nested in the
    /// state, and checks the change it made to the tested store's state.
    ///
    /// - Parameters:
    ///   - action: A key path to the action of the nested store's interactor.
    ///   - nested: The nested store it is expected on.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the effect is expected to change, from the tested store.
    public func receive<Nested: Store, each Argument>(
        _ action: KeyPath<Nested.InteractorType, Action<Nested, repeat each Argument>>,
        on nested: Nested,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) async {
        await receive(nested.interactor[keyPath: action].name, on: nested, nil, at: sourceLocation, expecting: expected)
    }
}
