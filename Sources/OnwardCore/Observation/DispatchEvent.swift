/// One dispatch of an action on a store, as observers see it.
///
/// An observer receives the same event in `willDispatch` and `didDispatch`; ``id`` tells which
/// `willDispatch` a `didDispatch` ends. Pair by ``id``, never by name and ``depth``: two
/// asynchronous dispatches of one action may overlap at the same depth and end in either order.
public struct DispatchEvent {
    /// The dispatch's identity, unique among the dispatches of its store.
    public let id: DispatchID

    /// The action's name: the property that declares it (`add`, `titleMutator`) or the name given.
    public let name: String

    /// The action's arguments, in order.
    ///
    /// Each read builds a new array from the arguments as the dispatch holds them: read it once
    /// to use it more than once.
    public var arguments: [Any] { argumentStorage.array }

    /// The arguments, as one value.
    @usableFromInline
    let argumentStorage: DispatchArguments

    /// How deep the dispatch is nested: 0 for a top-level dispatch, 1 for a dispatch made by a
    /// middleware of a top-level one, and so on.
    ///
    /// It counts the dispatches running on the store when this one starts, so an asynchronous
    /// dispatch that starts while another one on the same store is suspended counts as nested in
    /// it, even when another task made it. It says how many dispatches are running, not which one
    /// made this one: it does not identify a dispatch.
    public let depth: Int

    /// Whether the action is an ``AsyncAction``.
    public let isAsync: Bool

    /// The observed dispatch that made this one, in this task: `nil` for a dispatch made from
    /// outside any observed dispatch.
    ///
    /// Set by OnwardCore while an observed dispatch runs, for dispatches on any store, so an
    /// observer of several stores sees a nested store's dispatch under the one that made it. A
    /// dispatch made inside an unobserved one names the nearest observed dispatch around it.
    public let parent: DispatchParent?

    /// Where the dispatch was made: the file and line of its `dispatch` call, or, for a dispatch a
    /// middleware or reducer made, the line there. `nil` for an action the library dispatched from
    /// a log (a replay, the replay an undo makes), which no line of the user's code made; what a
    /// store's own `restore` dispatches has the line in `restore`.
    public let site: DispatchSite?

    /// The dispatch on the same store whose start its observers were being told of (their
    /// `willDispatch`) when this one was made, if any: an observer made this one as that one
    /// started, so this one's changes come before that one's. A history's recorder lists such an
    /// effect of a middleware run before the effect whose start it reacted to.
    @usableFromInline package let madeAsStartOf: DispatchID?

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - id: The dispatch's identity on its store.
    ///   - name: The action's name.
    ///   - arguments: The action's arguments, in order.
    ///   - depth: 0 for a top-level dispatch, more for nested ones.
    ///   - isAsync: Whether the action is asynchronous.
    ///   - parent: The dispatch that made this one, if any.
    ///   - site: Where the dispatch was made, if known.
    @inlinable
    public init(
        id: DispatchID, name: String, arguments: [Any], depth: Int, isAsync: Bool, parent: DispatchParent? = nil,
        site: DispatchSite? = nil
    ) {
        self.init(
            id: id, name: name, arguments: DispatchArguments(array: arguments), depth: depth, isAsync: isAsync,
            parent: parent, site: site, madeAsStartOf: nil)
    }

    /// Creates an event from arguments held inline; the dispatch path makes its events with this.
    @inlinable
    init(
        id: DispatchID, name: String, arguments: consuming DispatchArguments, depth: Int, isAsync: Bool,
        parent: DispatchParent?, site: DispatchSite?, madeAsStartOf: DispatchID?
    ) {
        self.id = id
        self.name = name
        self.argumentStorage = arguments
        self.depth = depth
        self.isAsync = isAsync
        self.parent = parent
        self.site = site
        self.madeAsStartOf = madeAsStartOf
    }
}
