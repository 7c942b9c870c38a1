#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A synchronous observed dispatch, or synchronous middleware run, in progress on this thread: a
/// frame on the thread's stack, linked from a thread-specific pointer.
///
/// Cheaper than a task-local, which an observed dispatch would otherwise bind on every call: one
/// `pthread_getspecific`, which also gives the dispatch its parent, two `pthread_setspecific` and
/// no allocation. Valid because synchronous code cannot suspend: while the frame's call runs,
/// nothing else runs on its thread.
///
/// Inlinable with the calls that take a closure, so the dispatch's components inline into the
/// caller as they do without an observer.
@usableFromInline
struct SyncDispatchFrame {
    /// The dispatch, or the middleware run.
    @usableFromInline
    let running: DispatchParent

    /// How many middleware runs the dispatch has started.
    @usableFromInline
    var middlewareRuns = 0

    /// The frame this one is above: the observed dispatch or run that made this one, if any.
    @usableFromInline
    let enclosing: UnsafeMutablePointer<SyncDispatchFrame>?

    @inlinable
    init(running: DispatchParent, enclosing: UnsafeMutablePointer<SyncDispatchFrame>?) {
        self.running = running
        self.enclosing = enclosing
    }

    /// The thread's innermost frame, if any.
    @usableFromInline
    static var top: UnsafeMutablePointer<SyncDispatchFrame>? { top(in: key) }

    /// The thread's innermost frame, if any, read through the slot's key.
    ///
    /// - Parameter key: ``key``, read once by the caller: each read of the lazily made static
    ///   otherwise checks that it was made.
    @inlinable
    static func top(in key: Key) -> UnsafeMutablePointer<SyncDispatchFrame>? {
        pthread_getspecific(key)?.assumingMemoryBound(to: SyncDispatchFrame.self)
    }

    /// Runs a call with a new innermost frame.
    ///
    /// - Parameters:
    ///   - running: What runs.
    ///   - body: The call.
    @inlinable
    static func with(_ running: DispatchParent, _ body: () -> Void) {
        let key = key
        with(running, above: top(in: key), in: key, body)
    }

    /// Runs a call with a new innermost frame, above the thread's innermost one as the caller
    /// read it.
    ///
    /// - Parameters:
    ///   - running: What runs.
    ///   - enclosing: The thread's innermost frame, `top(in: key)`; it is innermost again after.
    ///   - key: ``key``.
    ///   - body: The call.
    @inlinable
    static func with(
        _ running: DispatchParent,
        above enclosing: UnsafeMutablePointer<SyncDispatchFrame>?,
        in key: Key,
        _ body: () -> Void
    ) {
        var frame = SyncDispatchFrame(running: running, enclosing: enclosing)
        withUnsafeMutablePointer(to: &frame) { pointer in
            pthread_setspecific(key, pointer)
            body()
        }
        pthread_setspecific(key, enclosing)
    }

    /// A thread-specific slot's key.
    @usableFromInline
    typealias Key = pthread_key_t

    /// The thread-specific slot holding each thread's innermost frame.
    @usableFromInline
    static let key: Key = {
        var key = Key()
        pthread_key_create(&key, nil)
        return key
    }()
}
