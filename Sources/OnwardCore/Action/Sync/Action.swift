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
    let components: (repeat each Argument) -> ActionStep<S>

    /// Builds the components and runs them, made where an inline action is written: where its
    /// components are known, the optimizer runs them in place and keeps the closures they capture
    /// off the heap. `nil` for an action composed of an interactor's members (``composing(_:_:)``),
    /// which capture the interactor: wrapping them would cost an allocation at each dispatch.
    @usableFromInline
    let run: ((S, repeat each Argument) -> Void)?

    /// Creates an action from components built for each dispatch's arguments.
    ///
    /// - Parameters:
    ///   - name: A name for tools; defaults to the declaring property's name.
    ///   - body: Builds the components, in the order they run, from the arguments.
    @inlinable @inline(__always)
    public init(
        _ name: String = #function,
        @ActionBuilder<S> _ body: @escaping (repeat each Argument) -> ActionStep<S>
    ) {
        self.name = name
        components = body
        run = { (store: S, arguments: repeat each Argument) in body(repeat each arguments).run(store) }
    }

    /// An action composed of an interactor's reducers and middleware, as `@Action` writes it for an
    /// instance property: `Action.composing { self.flipReducer }`. It runs as an action made by
    /// ``init(_:_:)`` does; it is kept as written, since its closure captures the interactor.
    ///
    /// - Parameters:
    ///   - name: A name for tools; defaults to the declaring property's name.
    ///   - components: Builds the components, in the order they run, from the arguments.
    /// - Returns: The action.
    @inlinable @inline(__always)
    public static func composing(
        _ name: String = #function,
        @ActionBuilder<S> _ components: @escaping (repeat each Argument) -> ActionStep<S>
    ) -> Self {
        Self(name: name, components: components, run: nil)
    }

    @usableFromInline
    init(
        name: String, components: @escaping (repeat each Argument) -> ActionStep<S>,
        run: ((S, repeat each Argument) -> Void)?
    ) {
        self.name = name
        self.components = components
        self.run = run
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
    @inlinable @inline(__always)
    package func dispatch(_ store: S, _ arguments: repeat each Argument, from site: DispatchSite?) {
        // For a store never observed or claimed, the route costs two loads and a branch not taken.
        switch store.route(ofDispatch: name, isAsync: false) {
        case .plain:
            perform(store, repeat each arguments)
        case .observed(let observers):
            dispatch(store, repeat each arguments, from: site, to: observers)
        case .counted(let observers):
            observers.startCounted()
            perform(store, repeat each arguments)
            observers.endCounted()
        case .refused:
            return
        }
    }

    /// Runs the action on a store that has observers: out of line, so that the plain path stays
    /// small where it is inlined.
    @inlinable @inline(never)
    func dispatch(
        _ store: S, _ arguments: repeat each Argument, from site: DispatchSite?, to observers: DispatchObservers<S>
    ) {
        observers.observe(name, DispatchArguments(repeat each arguments), on: store, from: site) {
            perform(store, repeat each arguments)
        }
    }

    /// Runs the components, in place where the action was made inline.
    @inlinable @inline(__always)
    func perform(_ store: S, _ arguments: repeat each Argument) {
        if let run {
            run(store, repeat each arguments)
        } else {
            components(repeat each arguments).run(store)
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
