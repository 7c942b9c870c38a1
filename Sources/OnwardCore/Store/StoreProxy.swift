/// A read-only view of a store: live reads of its properties, and dispatch.
///
/// Middleware receives a proxy instead of the store, so the only way it can change state is
/// `proxy.dispatch(...)`, a nested dispatch that lands before the next component runs.
@dynamicMemberLookup
public struct StoreProxy<S: Store> {
    @usableFromInline
    let store: S

    @inlinable
    init(_ store: S) {
        self.store = store
    }

    /// Creates a proxy of a store, as middleware receives one.
    ///
    /// - Parameter store: The store.
    @inlinable
    public init(store: S) {
        self.store = store
    }

    /// Reads a property of the store at the moment of the call.
    ///
    /// - Parameter keyPath: The property, written as `proxy.title`.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<S, Value>) -> Value {
        store[keyPath: keyPath]
    }

    /// Dispatches an action of the store's interactor, synchronously.
    ///
    /// - Parameters:
    ///   - action: A key path to an action property of the interactor.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable @inline(__always)
    public func dispatch<each Argument>(
        _ action: KeyPath<S.InteractorType, Action<S, repeat each Argument>>,
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        store.dispatch(action, repeat each arguments, fileID: fileID, line: line)
    }

    /// Dispatches an action of the store itself, such as a generated mutator, synchronously.
    ///
    /// - Parameters:
    ///   - action: A key path to an action property of the store.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable @inline(__always)
    public func dispatch<each Argument>(
        _ action: KeyPath<S, Action<S, repeat each Argument>>,
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        store.dispatch(action, repeat each arguments, fileID: fileID, line: line)
    }

    /// Dispatches an action value, synchronously.
    ///
    /// - Parameters:
    ///   - action: The action to run.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable @inline(__always)
    public func dispatch<each Argument>(
        _ action: Action<S, repeat each Argument>, _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) {
        action.dispatch(store, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }

    /// Dispatches an asynchronous action of the store's interactor and waits for it.
    ///
    /// - Parameters:
    ///   - action: A key path to an async action property of the interactor.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable
    nonisolated(nonsending) public func dispatch<each Argument>(
        _ action: KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>,
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) async {
        await store.dispatch(action, repeat each arguments, fileID: fileID, line: line)
    }

    /// Dispatches an asynchronous action value and waits for it.
    ///
    /// - Parameters:
    ///   - action: The action to run.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable
    nonisolated(nonsending) public func dispatch<each Argument>(
        _ action: AsyncAction<S, repeat each Argument>,
        _ arguments: repeat each Argument,
        fileID: StaticString = #fileID, line: UInt = #line
    ) async {
        await action.dispatch(store, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }
}

/// A proxy of a store that may cross actors, such as a main-actor store, crosses with it: an
/// `async` middleware method isolated to the store's actor receives it there.
extension StoreProxy: Sendable where S: Sendable {}

extension Store {
    /// A read-only view of this store, as middleware receives one.
    @inlinable
    public var proxy: Proxy { StoreProxy(store: self) }
}
