/// An asynchronous action: its components run in order, each awaited before the next.
///
/// Synchronous reducers and middleware may appear inside an async action, never the reverse.
/// ```swift
/// var load: AsyncAction<ToDoStore, String> {
///     AsyncAction { path in
///         AsyncMiddleware { proxy in
///             for title in await self.reader.lines(path) { proxy.dispatch(\.add, title) }
///         }
///     }
/// }
/// await store.dispatch(\.load, "todos.txt")
/// ```
public struct AsyncAction<S: Store, each Argument> {
    /// The action's name, by default the property that declares it.
    public let name: String

    /// Builds the action's components from its arguments.
    @usableFromInline
    let body: (repeat each Argument) -> AsyncActionStep<S>

    /// Creates an asynchronous action from components built for each dispatch's arguments.
    ///
    /// - Parameters:
    ///   - name: A name for tools; defaults to the declaring property's name.
    ///   - body: Builds the components, in the order they run, from the arguments.
    @inlinable
    public init(
        _ name: String = #function,
        @AsyncActionBuilder<S> _ body: @escaping (repeat each Argument) -> AsyncActionStep<S>
    ) {
        self.name = name
        self.body = body
    }

    /// Runs the action on a store, awaiting each component in turn.
    ///
    /// - Parameters:
    ///   - store: The store to change.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable
    nonisolated(nonsending) public func dispatch(
        _ store: S, _ arguments: repeat each Argument, fileID: StaticString = #fileID, line: UInt = #line
    ) async {
        await dispatch(store, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }

    /// Runs the action on a store, made at a site, or at none the user's code knows (a replay).
    @inlinable
    nonisolated(nonsending) package func dispatch(
        _ store: S, _ arguments: repeat each Argument, from site: DispatchSite?
    ) async {
        switch store.route(ofDispatch: name, isAsync: true) {
        case .plain:
            await body(repeat each arguments).run(store)
        case .observed(let observers):
            await observers.observe(name, DispatchArguments(repeat each arguments), on: store, from: site) {
                await body(repeat each arguments).run(store)
            }
        case .counted(let observers):
            observers.startCounted()
            await body(repeat each arguments).run(store)
            observers.endCounted()
        case .refused:
            return
        }
    }

    /// Runs the action on a store and waits for it, as ``dispatch(_:_:fileID:line:)`` does, written
    /// as a call: `await action(store, "path")`, as upstream onward writes it.
    ///
    /// - Parameters:
    ///   - store: The store to change.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made.
    ///   - line: The line of the dispatch.
    @inlinable
    nonisolated(nonsending) public func callAsFunction(
        _ store: S, _ arguments: repeat each Argument, fileID: StaticString = #fileID, line: UInt = #line
    ) async {
        await dispatch(store, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }
}
