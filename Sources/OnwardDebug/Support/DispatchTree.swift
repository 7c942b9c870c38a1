import OnwardCore

/// The dispatches an observer follows, as trees: each new one is put under the running dispatch
/// that made it (its ``DispatchEvent/parent``), timed from `willDispatch` to `didDispatch`, and
/// given back when it finishes. The debug middleware and the inspector keep their dispatches here.
package struct DispatchTree {
    private let timeSource: TimeSource
    private var running = RunningDispatches<DispatchNode>()

    /// Creates an empty tree.
    ///
    /// - Parameter timeSource: The clock durations are measured with.
    package init(timeSource: TimeSource) {
        self.timeSource = timeSource
    }

    /// Notes a dispatch that starts, under the running one that made it, and starts its clock once
    /// the state before it is captured.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store it runs on.
    ///   - arguments: Its arguments, rendered.
    ///   - nestedStore: The type of the nested store it runs on; `nil` for the observed store.
    ///   - isShown: Whether the observer shows it.
    ///   - before: Captures the state before it, given whether it is a root; `nil` for none.
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

    /// Notes a dispatch that finished and how long it took.
    ///
    /// - Parameters:
    ///   - event: The dispatch.
    ///   - store: The store it ran on.
    /// - Returns: Its node, with its duration; `nil` for a dispatch the tree was not told of.
    package mutating func finish(_ event: DispatchEvent, on store: AnyObject) -> DispatchNode? {
        let end = timeSource.now()
        guard let node = running.finish(event, on: store) else { return nil }
        node.duration = end - node.start
        return node
    }
}
