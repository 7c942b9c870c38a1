import OnwardCore
import OnwardDebug
import Testing

extension TestStore {
    /// Dispatches an action of the interactor, and checks the change it made.
    ///
    /// ```swift
    /// store.dispatch(\.increment, 2) { $0.count = 2 }
    /// ```
    /// - Parameters:
    ///   - action: A key path to an action of the store's interactor.
    ///   - arguments: The action's arguments.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the action is expected to change; nothing, by default.
    public func dispatch<each Argument>(
        _ action: KeyPath<S.InteractorType, Action<S, repeat each Argument>>,
        _ arguments: repeat each Argument,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) {
        let action = store.interactor[keyPath: action]
        run(action.name, at: sourceLocation, expecting: expected) {
            action.dispatch(
                store, repeat each arguments,
                from: DispatchSite(fileID: sourceLocation.fileID, line: sourceLocation.line))
        }
    }

    /// Dispatches an action of the store itself, such as a generated mutator, and checks the change.
    ///
    /// - Parameters:
    ///   - action: A key path to an action of the store.
    ///   - arguments: The action's arguments.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the action is expected to change.
    public func dispatch<each Argument>(
        _ action: KeyPath<S, Action<S, repeat each Argument>>,
        _ arguments: repeat each Argument,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) {
        let action = store[keyPath: action]
        run(action.name, at: sourceLocation, expecting: expected) {
            action.dispatch(
                store, repeat each arguments,
                from: DispatchSite(fileID: sourceLocation.fileID, line: sourceLocation.line))
        }
    }

    /// Dispatches an asynchronous action of the interactor, waits for it, and checks the change it
    /// made itself, apart from its effects'.
    ///
    /// - Parameters:
    ///   - action: A key path to an async action of the store's interactor.
    ///   - arguments: The action's arguments.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the action is expected to change.
    public func dispatch<each Argument>(
        _ action: KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>,
        _ arguments: repeat each Argument,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) async {
        let action = store.interactor[keyPath: action]
        let expectation = begin(action.name, at: sourceLocation, expecting: expected)
        await OnwardContainer.withOverrides(
            { $0.replace(with: overrides) },
            run: {
                await action.dispatch(
                    store, repeat each arguments,
                    from: DispatchSite(fileID: sourceLocation.fileID, line: sourceLocation.line))
            })
        end(action.name, expectation, at: sourceLocation)
    }

    /// Runs a dispatch with the test's dependencies, and checks its change.
    private func run(
        _ name: String, at sourceLocation: SourceLocation, expecting expected: (inout ExpectedState<S>) -> Void,
        _ dispatch: () -> Void
    ) {
        let expectation = begin(name, at: sourceLocation, expecting: expected)
        OnwardContainer.withOverrides({ $0.replace(with: overrides) }, run: dispatch)
        end(name, expectation, at: sourceLocation)
    }

    /// Before a dispatch: reports the effects not received, and makes the test's expectation from
    /// the state the dispatch starts from, which the expectation may read.
    private func begin(
        _ name: String, at sourceLocation: SourceLocation, expecting expected: (inout ExpectedState<S>) -> Void
    ) -> ExpectedState<S> {
        Self.reportUnreceivedEffects(of: timeline, at: sourceLocation, before: name)
        watchStores()
        let start = StateSnapshot(of: store)
        let expectation = expectation(from: start, expected, at: sourceLocation)
        timeline.beginOwnDispatch(from: start)
        return expectation
    }

    /// After a dispatch: checks the change it made itself, apart from its effects'.
    private func end(_ name: String, _ expectation: ExpectedState<S>, at sourceLocation: SourceLocation) {
        let change = timeline.endOwnDispatch(at: StateSnapshot(of: store))
        check("'\(name)'", expectation, against: change, at: sourceLocation)
    }
}
