/// A synchronous action on a store: reducers and middleware run in order when it is dispatched.
///
/// Actions are usually computed properties of an interactor, dispatched by key path:
/// ```swift
/// var rename: Action<ToDo, String> {
///     Action { title in
///         Reducer(setter: \.title) { title }
///     }
/// }
/// todo.dispatch(\.rename, "New title")
/// ```
public struct Action<S: Store, each Argument> {
    /// The action's name, by default the property that declares it (`rename`).
    public let name: String

    /// Builds the action's components from its arguments.
    @usableFromInline
    let body: (repeat each Argument) -> ActionStep<S>

    /// Creates an action from components built for each dispatch's arguments.
    ///
    /// - Parameters:
    ///   - name: A name for tools; defaults to the declaring property's name.
    ///   - body: Builds the components, in the order they run, from the arguments.
    @inlinable
    public init(
        _ name: String = #function,
        @ActionBuilder<S> _ body: @escaping (repeat each Argument) -> ActionStep<S>
    ) {
        self.name = name
        self.body = body
    }

    /// Runs the action on a store; every change is visible when this returns.
    ///
    /// - Parameters:
    ///   - store: The store to change.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made, for observers (``DispatchEvent/site``).
    ///   - line: The line of the dispatch.
    @inlinable @inline(__always)
    public func dispatch(
        _ store: S, _ arguments: repeat each Argument, fileID: StaticString = #fileID, line: UInt = #line
    ) {
        dispatch(store, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }

    /// Runs the action on a store, made at a site, or at none the user's code knows (a replay).
    @inlinable
    package func dispatch(_ store: S, _ arguments: repeat each Argument, from site: DispatchSite?) {
        // For a store never observed or claimed, the route costs two loads and a branch not taken.
        switch store.route(ofDispatch: name) {
        case .plain:
            body(repeat each arguments).run(store)
        case .observed(let observers):
            observers.observe(name, DispatchArguments(repeat each arguments), on: store, from: site) {
                body(repeat each arguments).run(store)
            }
        case .refused:
            return
        }
    }

    /// Runs the action on a store, as ``dispatch(_:_:fileID:line:)`` does, written as a call:
    /// `action(store, "title")`, as upstream onward writes it.
    ///
    /// - Parameters:
    ///   - store: The store to change.
    ///   - arguments: The action's arguments.
    ///   - fileID: Where the dispatch is made.
    ///   - line: The line of the dispatch.
    @inlinable @inline(__always)
    public func callAsFunction(
        _ store: S, _ arguments: repeat each Argument, fileID: StaticString = #fileID, line: UInt = #line
    ) {
        dispatch(store, repeat each arguments, from: DispatchSite(fileID: fileID, line: line))
    }
}
