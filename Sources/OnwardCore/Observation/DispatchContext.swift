import Synchronization

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

    /// Counts the middleware runs of an asynchronous dispatch; `nil` for a run noted only on the
    /// thread (`bindsTask` false), which is never bound to a task and starts no runs of its own.
    let middlewareRuns: MiddlewareRunCounter?

    /// Whether the dispatch it comes from is asynchronous, bound to the task: a synchronous
    /// middleware run of it binds itself to the task too, so a `Task` the middleware starts
    /// inherits the run as the parent of what it dispatches.
    @usableFromInline
    let bindsTask: Bool

    /// The parent of a dispatch starting now: the running one, if any.
    @usableFromInline
    static var parentOfNewDispatch: DispatchParent? {
        parentOfNewDispatch(enclosedBy: SyncDispatchFrame.top)
    }

    /// The parent of a dispatch starting now, given the thread's innermost frame.
    ///
    /// - Parameter frame: The thread's innermost ``SyncDispatchFrame``, if any.
    /// - Returns: The frame's dispatch or middleware run; without a frame, the one bound to the task.
    @inlinable
    static func parentOfNewDispatch(enclosedBy frame: UnsafeMutablePointer<SyncDispatchFrame>?) -> DispatchParent? {
        guard let frame else { return parentInTask }
        return frame.pointee.running
    }

    /// The dispatch or middleware run bound to the task, if any.
    ///
    /// The task-local is read only while a context that can be bound to a task exists (see
    /// ``MiddlewareRunCounter``): outside observed asynchronous dispatches, and the tasks they
    /// start, a dispatch does not read it.
    @usableFromInline
    static var parentInTask: DispatchParent? {
        guard MiddlewareRunCounter.anyAlive else { return nil }
        return current?.running
    }

    /// Whether a dispatch starting now is made by a reducer of a store's dispatch: the nearest
    /// observed dispatch or middleware run of that store around it, on the thread or else in the
    /// task, is a dispatch, not a middleware run. Dispatches of other stores in between (a nested
    /// store's, made by that reducer) do not change the answer.
    ///
    /// - Parameter owner: The store.
    static func isMadeByAReducer(of owner: ObjectIdentifier) -> Bool {
        var frame = SyncDispatchFrame.top
        while let current = frame {
            if current.pointee.running.store == owner { return current.pointee.running.middlewareRun == nil }
            frame = current.pointee.enclosing
        }
        guard let running = parentInTask, running.store == owner else { return false }
        return running.middlewareRun == nil
    }

    /// The nearest dispatch or middleware run a dispatch starting now is made within that
    /// `isWanted` accepts: the thread's synchronous ones, innermost first, then the one bound to
    /// the task.
    static func nearestRun(where isWanted: (DispatchParent) -> Bool) -> DispatchParent? {
        var frame = SyncDispatchFrame.top
        while let current = frame {
            if isWanted(current.pointee.running) { return current.pointee.running }
            frame = current.pointee.enclosing
        }
        guard let running = parentInTask, isWanted(running) else { return nil }
        return running
    }

    /// Runs a synchronous dispatch's components with it noted as running.
    ///
    /// - Parameters:
    ///   - id: The dispatch's id.
    ///   - store: Its store.
    ///   - enclosing: The thread's innermost frame, as its slot held it.
    ///   - slot: The thread's ``SyncDispatchFrame/Slot``.
    ///   - run: Its components.
    @inlinable
    static func running(
        _ id: DispatchID,
        on store: AnyObject,
        above enclosing: UnsafeMutablePointer<SyncDispatchFrame>?,
        in slot: SyncDispatchFrame.Slot,
        _ run: () -> Void
    ) {
        let running = DispatchParent(store: ObjectIdentifier(store), id: id, middlewareRun: nil)
        SyncDispatchFrame.with(running, above: enclosing, in: slot, run)
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
            return DispatchContext(running: run, middlewareRuns: nil, bindsTask: false)
        }
        guard let context = current, context.running.store == store, context.running.middlewareRun == nil,
            let runs = context.middlewareRuns
        else {
            return nil
        }
        let run = DispatchParent(store: store, id: context.running.id, middlewareRun: runs.next())
        return DispatchContext(running: run, middlewareRuns: runs, bindsTask: true)
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
        // Only a context of an asynchronous dispatch is bound, so its counter counts it (`anyAlive`).
        assert(bindsTask, "an asynchronous middleware runs inside a synchronous dispatch")
        await Self.$current.withValue(self) { await body() }
    }
}

/// How many middleware runs an asynchronous dispatch has started.
///
/// Every context that is bound to a task holds a counter, so while a task can see a context, a
/// counter is alive: the counters count themselves, and a dispatch reads the task-local only while
/// one is (``anyAlive``).
///
/// `@unchecked Sendable`: only the dispatch's own middleware components change it, one after the
/// other, since an action runs its components in order (an async one awaits each); dispatches made
/// inside a middleware read the immutable ``DispatchContext`` bound for that run, never this.
final class MiddlewareRunCounter: @unchecked Sendable {
    /// How many counters are alive, in any task and on any thread.
    private static let alive = Atomic<Int>(0)

    /// Whether any counter is alive: whether a context may be bound to a task.
    ///
    /// A counter is made before its context is bound, and the binding is seen by a task only after
    /// it, so a task that can see a context also sees its counter counted.
    static var anyAlive: Bool { alive.load(ordering: .sequentiallyConsistent) > 0 }

    private var count = 0

    init() {
        Self.alive.add(1, ordering: .sequentiallyConsistent)
    }

    deinit {
        Self.alive.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// Starts the next run.
    ///
    /// - Returns: Its number, from 1.
    func next() -> Int {
        count += 1
        return count
    }
}
