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
/// `pthread_getspecific` finds the thread's ``Slot``, which gives the dispatch its parent, and two
/// stores into it push and pop the frame; no allocation but the slot, once per thread. (Pushing
/// and popping with `pthread_setspecific` instead cost 62 more instructions per observed dispatch,
/// callgrind on the example's toggle, of the ~840 an observer adds.) Valid because synchronous code cannot suspend: while the frame's call runs,
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

    /// Where a thread notes its innermost frame: one word per thread, made on the thread's first
    /// observed synchronous dispatch and freed when the thread ends.
    @usableFromInline
    typealias Slot = UnsafeMutablePointer<UnsafeMutablePointer<SyncDispatchFrame>?>

    /// The thread's innermost frame, if any.
    @usableFromInline
    static var top: UnsafeMutablePointer<SyncDispatchFrame>? {
        pthread_getspecific(key)?.assumingMemoryBound(to: UnsafeMutablePointer<SyncDispatchFrame>?.self).pointee
    }

    /// The thread's slot, made if the thread has none yet.
    ///
    /// - Parameter key: ``key``, read once by the caller: each read of the lazily made static
    ///   otherwise checks that it was made.
    @inlinable
    static func slot(in key: Key) -> Slot {
        guard let slot = pthread_getspecific(key) else { return makeSlot(in: key) }
        return slot.assumingMemoryBound(to: UnsafeMutablePointer<SyncDispatchFrame>?.self)
    }

    /// Makes the thread's slot, empty.
    @usableFromInline
    static func makeSlot(in key: Key) -> Slot {
        let slot = Slot.allocate(capacity: 1)
        slot.initialize(to: nil)
        pthread_setspecific(key, slot)
        return slot
    }

    /// Runs a call with a new innermost frame.
    ///
    /// - Parameters:
    ///   - running: What runs.
    ///   - body: The call.
    @inlinable
    static func with(_ running: DispatchParent, _ body: () -> Void) {
        let slot = slot(in: key)
        with(running, above: slot.pointee, in: slot, body)
    }

    /// Runs a call with a new innermost frame, above the thread's innermost one as the caller
    /// read it.
    ///
    /// - Parameters:
    ///   - running: What runs.
    ///   - enclosing: The thread's innermost frame, `slot.pointee`; it is innermost again after.
    ///   - slot: The thread's slot, ``slot(in:)``.
    ///   - body: The call.
    @inlinable
    static func with(
        _ running: DispatchParent,
        above enclosing: UnsafeMutablePointer<SyncDispatchFrame>?,
        in slot: Slot,
        _ body: () -> Void
    ) {
        var frame = SyncDispatchFrame(running: running, enclosing: enclosing)
        withUnsafeMutablePointer(to: &frame) { pointer in
            slot.pointee = pointer
            body()
        }
        slot.pointee = enclosing
    }

    /// A thread-specific slot's key.
    @usableFromInline
    typealias Key = pthread_key_t

    /// The thread-specific value holding each thread's ``Slot``, which is freed when the thread ends.
    @usableFromInline
    static let key: Key = {
        var key = Key()
        pthread_key_create(&key) { slot in freeSlot(slot) }
        return key
    }()

    /// Frees a thread's slot as the thread ends.
    static func freeSlot(_ slot: UnsafeMutableRawPointer?) {
        slot?.deallocate()
    }
}
