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
    private var running = RunningDispatches<DebugEntry>()

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
    }

    /// Notes the dispatch and, when it is shown with diffs, captures the state before it.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store, before the action.
    public func willDispatch(_ event: DispatchEvent, to store: S) {
        start(event, on: store, root: store, nestedStore: nil).start = options.timeSource.now()
    }

    /// Measures the dispatch, diffs the state, and writes the block when a top-level one ends.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store, as the action left it.
    public func didDispatch(_ event: DispatchEvent, to store: S) {
        let end = options.timeSource.now()
        guard let entry = running.finish(event, on: store) else { return }
        entry.duration = end - entry.start
        finish(entry, on: store)
    }

    /// Diffs the state a dispatch changed, if it was captured before, and writes the block when
    /// the dispatch is a top-level one.
    private func finish(_ entry: DebugEntry, on store: S) {
        if let before = entry.before {
            entry.diff = StateDiff(from: before, to: watcher(for: store).capture(store))
            entry.before = nil
        }
        if entry.isRoot {
            let text = formatter.text(for: entry)
            if !text.isEmpty { options.output.write(text) }
        }
    }

    /// Shows a dispatch on a store nested in the state under the dispatch that made it, whose diff
    /// holds what it changed; or, made from outside any dispatch of the observed store (a row of a
    /// view), as a block of its own with the diff of the observed store's state.
    private func nestedDispatch(_ event: DispatchEvent, on store: AnyObject, isFinished: Bool, root: S?) {
        let now = options.timeSource.now()
        guard !isFinished else {
            guard let entry = running.finish(event, on: store) else { return }
            entry.duration = now - entry.start
            if entry.isRoot, let root { finish(entry, on: root) }
            return
        }
        start(event, on: store, root: root, nestedStore: "\(type(of: store))").start = now
    }

    /// Notes a dispatch that starts, under the one that made it, and captures the observed store's
    /// state when it is shown with diffs (for one on a nested store, only when none made it).
    private func start(_ event: DispatchEvent, on store: AnyObject, root: S?, nestedStore: String?) -> DebugEntry {
        let parent = running.parent(of: event)
        let isShown = options.filter.includes(event.name)
        let entry = DebugEntry(
            event: event, arguments: isShown ? event.arguments.map { argument(text: $0) } : [], isShown: isShown,
            isRoot: parent == nil, nestedStore: nestedStore)
        if isShown, !options.actionsOnly, nestedStore == nil || parent == nil, let root {
            entry.before = watcher(for: root).capture(root)
        }
        parent?.children.append(entry)
        running.start(event, on: store, entry)
        return entry
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
            root: store, catalog: renderer.capturer.catalog,
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
