// The key-path forms are always inlined: where the key path is a literal, the optimizer then
// reads the action's property directly and inlines its reducers; where it cannot, the dispatch
// projects the key path at run time and builds the action (README's benchmark table has both).
extension Store {
    /// Dispatches an action of the interactor; the change is visible on the next line.
    ///
    /// ```swift
    /// store.dispatch(\.add, "Buy milk")
    /// ```
    /// - Parameters:
    ///   - action: A key path to an action property of ``interactor``.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable @inline(__always)
    public func dispatch<each Argument>(
        _ action: KeyPath<InteractorType, Action<Self, repeat each Argument>>,
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        interactor[keyPath: action].dispatch(
            self, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }

    /// Dispatches an action of the store itself, such as a generated mutator.
    ///
    /// ```swift
    /// todo.dispatch(\.titleMutator, "New title")
    /// ```
    /// - Parameters:
    ///   - action: A key path to an action property of this store.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable @inline(__always)
    public func dispatch<each Argument>(
        _ action: KeyPath<Self, Action<Self, repeat each Argument>>,
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        self[keyPath: action].dispatch(self, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }

    /// Dispatches an action value on this store.
    ///
    /// - Parameters:
    ///   - action: The action to run.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable @inline(__always)
    public func dispatch<each Argument>(
        _ action: Action<Self, repeat each Argument>, _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        action.dispatch(self, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }

    /// Dispatches an asynchronous action of the interactor and waits for all its components.
    ///
    /// - Parameters:
    ///   - action: A key path to an async action property of ``interactor``.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable
    nonisolated(nonsending) public func dispatch<each Argument>(
        _ action: KeyPath<InteractorType, AsyncAction<Self, repeat each Argument>>,
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) async {
        await interactor[keyPath: action].dispatch(
            self, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }

    /// Dispatches an asynchronous action of the store itself and waits for it.
    ///
    /// - Parameters:
    ///   - action: A key path to an async action property of this store.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable
    nonisolated(nonsending) public func dispatch<each Argument>(
        _ action: KeyPath<Self, AsyncAction<Self, repeat each Argument>>,
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) async {
        await self[keyPath: action].dispatch(
            self, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }

    /// Dispatches an asynchronous action value on this store and waits for it.
    ///
    /// - Parameters:
    ///   - action: The action to run.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable
    nonisolated(nonsending) public func dispatch<each Argument>(
        _ action: AsyncAction<Self, repeat each Argument>,
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) async {
        await action.dispatch(self, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }
}
