/// The observed dispatch the current task is running, bound in a task-local while it runs: what
/// gives every dispatch made inside it its ``DispatchEvent/parent``.
///
/// Only observed dispatches bind it, so a store with no observers pays nothing for it.
@usableFromInline
struct DispatchContext: Sendable {
    /// The context of the innermost observed dispatch running in this task, if any.
    @TaskLocal static var current: DispatchContext?

    /// The running dispatch, with the middleware run in progress, if one is.
    let running: DispatchParent

    /// The parent of a dispatch starting now: the running one, if any.
    @usableFromInline
    static var parentOfNewDispatch: DispatchParent? { current?.running }

    /// Counts the dispatch's middleware runs.
    let middlewareRuns: MiddlewareRunCounter

    /// Runs a dispatch's components with its context bound.
    ///
    /// - Parameters:
    ///   - id: The dispatch's id.
    ///   - store: Its store.
    ///   - run: Its components.
    @usableFromInline
    static func running(_ id: DispatchID, on store: AnyObject, _ run: () -> Void) {
        let context = DispatchContext(
            running: DispatchParent(store: ObjectIdentifier(store), id: id, middlewareRun: nil),
            middlewareRuns: MiddlewareRunCounter())
        $current.withValue(context, operation: run)
    }

    /// Runs an asynchronous dispatch's components with its context bound.
    @usableFromInline
    nonisolated(nonsending) static func running(
        _ id: DispatchID,
        on store: AnyObject,
        _ run: nonisolated(nonsending) () async -> Void
    ) async {
        let context = DispatchContext(
            running: DispatchParent(store: ObjectIdentifier(store), id: id, middlewareRun: nil),
            middlewareRuns: MiddlewareRunCounter())
        await $current.withValue(context) { await run() }
    }

    /// The context for the next middleware run of the dispatch running on a store, or `nil` when
    /// the innermost observed dispatch is not one of that store's.
    static func nextMiddlewareRun(on store: AnyObject) -> DispatchContext? {
        guard let context = current, context.running.store == ObjectIdentifier(store) else { return nil }
        let run = context.middlewareRuns.next()
        let running = DispatchParent(store: context.running.store, id: context.running.id, middlewareRun: run)
        return DispatchContext(running: running, middlewareRuns: context.middlewareRuns)
    }
}

/// How many middleware runs a dispatch has started.
///
/// `@unchecked Sendable`: only the dispatch's own middleware components change it, one after the
/// other, since an action runs its components in order (an async one awaits each); dispatches made
/// inside a middleware read the immutable ``DispatchContext`` bound for that run, never this.
final class MiddlewareRunCounter: @unchecked Sendable {
    private var count = 0

    /// Starts the next run.
    ///
    /// - Returns: Its number, from 1.
    func next() -> Int {
        count += 1
        return count
    }
}
