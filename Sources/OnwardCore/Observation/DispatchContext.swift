/// The observed dispatch running where a new dispatch starts: what gives every dispatch its
/// ``DispatchEvent/parent``, and each dispatch a middleware makes the run that made it.
///
/// A synchronous dispatch, or a synchronous middleware run, is noted in a ``SyncDispatchFrame`` on
/// its thread's stack: synchronous code cannot suspend, so whatever starts on the thread while it
/// runs is nested in it. An asynchronous one binds a task-local instead, which follows the task
/// across suspensions and threads. Only observed dispatches note anything, so a store with no
/// observers pays nothing for this.
@usableFromInline
struct DispatchContext: Sendable {
    /// The context of the innermost observed asynchronous dispatch (or middleware run) in this
    /// task, if any.
    @TaskLocal static var current: DispatchContext?

    /// The running dispatch, with the middleware run in progress, if one is.
    @usableFromInline
    let running: DispatchParent

    /// Counts the dispatch's middleware runs.
    let middlewareRuns: MiddlewareRunCounter

    /// Whether the dispatch it comes from is asynchronous, bound to the task: a synchronous
    /// middleware run of it binds itself to the task too, so a `Task` the middleware starts
    /// inherits the run as the parent of what it dispatches.
    @usableFromInline
    let bindsTask: Bool

    /// The parent of a dispatch starting now: the running one, if any.
    @usableFromInline
    static var parentOfNewDispatch: DispatchParent? {
        SyncDispatchFrame.top?.pointee.running ?? current?.running
    }

    /// Runs a synchronous dispatch's components with it noted as running.
    ///
    /// - Parameters:
    ///   - id: The dispatch's id.
    ///   - store: Its store.
    ///   - run: Its components.
    @inlinable
    static func running(_ id: DispatchID, on store: AnyObject, _ run: () -> Void) {
        SyncDispatchFrame.with(DispatchParent(store: ObjectIdentifier(store), id: id, middlewareRun: nil), run)
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
            middlewareRuns: MiddlewareRunCounter(), bindsTask: true)
        await $current.withValue(context) { await run() }
    }

    /// Starts the next middleware run of the dispatch running on a store.
    ///
    /// - Parameter store: The middleware's store.
    /// - Returns: The run, as the parent of what it dispatches; `nil` when the innermost observed
    ///   dispatch is not one of that store's.
    @usableFromInline
    static func nextMiddlewareRun(on store: AnyObject) -> DispatchContext? {
        let store = ObjectIdentifier(store)
        if let frame = SyncDispatchFrame.top {
            let running = frame.pointee.running
            guard running.store == store, running.middlewareRun == nil else { return nil }
            frame.pointee.middlewareRuns += 1
            let run = DispatchParent(store: store, id: running.id, middlewareRun: frame.pointee.middlewareRuns)
            return DispatchContext(running: run, middlewareRuns: MiddlewareRunCounter(), bindsTask: false)
        }
        guard let context = current, context.running.store == store, context.running.middlewareRun == nil else {
            return nil
        }
        let run = DispatchParent(store: store, id: context.running.id, middlewareRun: context.middlewareRuns.next())
        return DispatchContext(running: run, middlewareRuns: context.middlewareRuns, bindsTask: true)
    }

    /// Runs a synchronous middleware with its run noted on the thread (and bound to the task, when
    /// the dispatch is asynchronous).
    ///
    /// - Parameter body: The middleware.
    @inlinable
    func whileRunning(_ body: () -> Void) {
        guard bindsTask else { return SyncDispatchFrame.with(running, body) }
        whileBoundToTask(body)
    }

    /// Runs a synchronous middleware of an asynchronous dispatch with its run noted on the thread
    /// and bound to the task.
    @usableFromInline
    func whileBoundToTask(_ body: () -> Void) {
        Self.$current.withValue(self) { SyncDispatchFrame.with(running, body) }
    }

    /// Runs an asynchronous middleware with its run bound to the task.
    ///
    /// - Parameter body: The middleware.
    nonisolated(nonsending) func whileRunning(_ body: nonisolated(nonsending) () async -> Void) async {
        await Self.$current.withValue(self) { await body() }
    }
}

/// How many middleware runs an asynchronous dispatch has started.
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
