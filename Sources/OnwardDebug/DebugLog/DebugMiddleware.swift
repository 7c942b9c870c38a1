import OnwardCore

/// Logs every dispatch on a store: the action, its arguments, nesting, duration, and the state
/// diff it caused.
///
/// ```swift
/// store.dispatchObservers.add(DebugMiddleware<ToDoStore>())
/// store.dispatch(\.toggle, 2)
/// // ▸ toggle(2)  41 µs
/// //   ▸ toggleCompletion on ToDo  3 µs
/// //   todos[1].isCompleted: false → true
/// ```
/// Each top-level dispatch is written as one block when it finishes, the dispatches it made
/// indented under it (found by ``DispatchEvent/parent``), those on stores nested in the state too,
/// named with their store's type, once the middleware has captured those stores (with the
/// default ``NestedStoreTracking/byDispatch`` and diffs shown). An asynchronous dispatch that another task starts while one is suspended is
/// a block of its own, not nested in the suspended one (see ``DispatchEvent/depth``); its diff
/// then includes what the others changed while it ran. Snapshots are taken only for the actions
/// shown, and not at all with ``DebugOptions/actionsOnly``. With the default ``NestedStoreTracking/byDispatch``, a dispatch
/// costs in proportion to what it changed: the middleware keeps the previous capture and reads
/// again only the store's own properties, arrays whose storage changed and nested stores that were
/// dispatched on. Adding it to a store also adds a small observer to each store nested in that
/// store's state; they are removed when the middleware goes away.
public final class DebugMiddleware<S: Store>: DispatchObserver {
    /// The options it was created with.
    public let options: DebugOptions

    private let formatter: DebugLogFormatter
    private let renderer: SnapshotRenderer
    private var watchers: [ObjectIdentifier: StateWatcher] = [:]
    private var tree: DispatchTree

    /// Creates a debug middleware; add it to a store's `dispatchObservers`.
    ///
    /// - Parameter options: Where to write and what to show.
    public init(options: DebugOptions = DebugOptions()) {
        self.options = options
        let style = TerminalStyle(
            isEnabled: options.color.isEnabled(for: options.output, environment: options.environment))
        formatter = DebugLogFormatter(
            style: style, actionsOnly: options.actionsOnly, showsCallSites: options.showsCallSites)
        renderer = SnapshotRenderer(catalog: TypeCatalog())
        tree = DispatchTree(timeSource: options.timeSource)
    }

    /// Notes the dispatch and, when it is shown with diffs, captures the state before it.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store, before the action.
    public func willDispatch(_ event: DispatchEvent, to store: S) {
        start(event, on: store, root: store, nestedStore: nil)
    }

    /// Measures the dispatch, diffs the state, and writes the block when a top-level one ends.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store, as the action left it.
    public func didDispatch(_ event: DispatchEvent, to store: S) {
        guard let node = tree.finish(event, on: store) else { return }
        finish(node, on: store)
    }

    /// Diffs the state a dispatch changed, if it was captured before, and writes the block when
    /// the dispatch is a top-level one.
    private func finish(_ node: DispatchNode, on store: S) {
        if let before = node.before {
            node.diff = StateDiff(from: before, to: watcher(for: store).capture(store))
            node.before = nil
        }
        if node.isRoot {
            let text = formatter.text(for: node)
            if !text.isEmpty { options.output.write(text) }
        }
    }

    /// Shows a dispatch on a store nested in the state under the dispatch that made it, whose diff
    /// holds what it changed; or, made from outside any dispatch of the observed store (a row of a
    /// view), as a block of its own with the diff of the observed store's state.
    private func nestedDispatch(_ event: DispatchEvent, on store: AnyObject, isFinished: Bool, root: S?) {
        guard !isFinished else {
            guard let node = tree.finish(event, on: store), node.isRoot, let root else { return }
            finish(node, on: root)
            return
        }
        start(event, on: store, root: root, nestedStore: "\(type(of: store))")
    }

    /// Notes a dispatch that starts, under the one that made it, and captures the observed store's
    /// state when it is shown with diffs (for one on a nested store, only when none made it).
    private func start(_ event: DispatchEvent, on store: AnyObject, root: S?, nestedStore: String?) {
        let isShown = options.filter.includes(event.name)
        tree.start(
            event, on: store, arguments: isShown ? event.arguments.map { argument(text: $0) } : [],
            nestedStore: nestedStore, isShown: isShown
        ) { isRoot in
            guard isShown, !options.actionsOnly, nestedStore == nil || isRoot, let root else { return nil }
            return watcher(for: root).capture(root)
        }
    }

    private func argument(text value: Any) -> String {
        renderer.snapshot(of: renderer.capturer.capture(value)).description
    }

    /// The watcher of one store, made on its first dispatch.
    private func watcher(for store: S) -> StateWatcher {
        let id = ObjectIdentifier(store)
        if let known = watchers[id], known.root === store { return known }
        for (gone, watcher) in watchers where watcher.root == nil { watchers[gone] = nil }
        let watcher = StateWatcher(
            root: store,
            nestedDispatch: options.nestedStores != .byDispatch
                ? nil
                : {
                    [weak self, weak store] event, nested, isFinished in
                    self?.nestedDispatch(event, on: nested, isFinished: isFinished, root: store)
                })
        watchers[id] = watcher
        return watcher
    }
}
