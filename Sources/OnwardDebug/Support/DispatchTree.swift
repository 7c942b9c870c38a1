import OnwardCore

/// The dispatches an observer follows, as trees: each new one is put under the running dispatch
/// that made it (its ``DispatchEvent/parent``), timed from `willDispatch` to `didDispatch`, and
/// given back when it finishes. The debug middleware and the inspector keep their dispatches here.
package struct DispatchTree {
    private let timeSource: TimeSource
    private var running = RunningDispatches<DispatchNode>()

    /// Creates an empty tree, timed with `timeSource`.
    package init(timeSource: TimeSource) {
        self.timeSource = timeSource
    }

    /// Notes a dispatch that starts, under the running one that made it, and starts its clock once
    /// `before` has captured the state before it (given whether it is a root; `nil` for none).
    /// `nestedStore` is the type of the nested store it runs on, `nil` for the observed store.
    package mutating func start(
        _ event: DispatchEvent, on store: AnyObject, arguments: [String], nestedStore: String?, isShown: Bool = true,
        before: (_ isRoot: Bool) -> StateCapture?
    ) {
        let parent = running.parent(of: event)
        let node = DispatchNode(
            event: event, arguments: arguments, nestedStore: nestedStore, isShown: isShown, isRoot: parent == nil)
        node.before = before(node.isRoot)
        parent?.children.append(node)
        running.start(event, on: store, node)
        node.start = timeSource.now()
    }

    /// Notes a dispatch that finished and how long it took: its node, with its duration; `nil` for a
    /// dispatch the tree was not told of.
    package mutating func finish(_ event: DispatchEvent, on store: AnyObject) -> DispatchNode? {
        let end = timeSource.now()
        guard let node = running.finish(event, on: store) else { return nil }
        node.duration = end - node.start
        return node
    }
}
