/// The observers of one store instance, and the point in the dispatch path that calls them.
///
/// A store makes its own the first time ``Store/dispatchObservers`` is asked for, and keeps it in
/// its ``Store/observerStorage``. With none added, a dispatch pays one branch for it. Observers
/// may be added and removed at any time, from an observer's own calls too: a dispatch calls the
/// observers that were there when it started, and a removed observer is released once the
/// dispatches that started with it have ended.
/// ```swift
/// store.dispatchObservers.add(DebugMiddleware())
/// ```
public final class DispatchObservers<S: Store>: ClaimHolding {
    // What the dispatch path reads and writes on every dispatch. `@exclusivity(unchecked)`: a
    // class's stored `var` otherwise costs a dynamic exclusivity check (`swift_beginAccess`,
    // several nanoseconds) on every access; these are only touched on the store's own actor.

    /// The current observers, or `nil` when there are none. `current` owns the list; the dispatch
    /// path borrows it without reference counting.
    @exclusivity(unchecked) @usableFromInline
    var observers: Unmanaged<ObserverList<S>>?

    /// How many dispatches are running on the store right now, observers' calls included: while
    /// it is above 0, a replaced list is kept for the dispatch still walking it.
    @exclusivity(unchecked) @usableFromInline
    var depth = 0

    /// The number of the last dispatch observed: the next one's ``DispatchEvent/id`` is one more.
    /// It wraps after 2⁶⁴ dispatches instead of trapping.
    @exclusivity(unchecked) @usableFromInline
    var lastID: UInt64 = 0

    /// The dispatch whose start the observers are being told of (their `willDispatch`), while they
    /// are: what a dispatch made then gets as its ``DispatchEvent/madeAsStartOf``.
    @exclusivity(unchecked) @usableFromInline
    var startAnnounced: DispatchID?

    /// Whether lists replaced during a dispatch wait to be released when it ends.
    @exclusivity(unchecked) @usableFromInline
    var hasRetired = false

    /// What runs in place of the store's middleware during a replay; `nil` otherwise.
    @exclusivity(unchecked) @usableFromInline
    var playbackStorage: MiddlewarePlayback<S>?

    /// The claim on the store, when a history of the store whose state holds it guards it.
    @exclusivity(unchecked) @usableFromInline
    package var claim: NestedStoreClaim?

    /// ``SyncDispatchFrame/key``, read once: each read of the lazily made static checks that it was
    /// made.
    @usableFromInline
    let frameKey = SyncDispatchFrame.key

    /// Whether no observer is installed; the dispatch path checks only this.
    @inlinable
    public var isEmpty: Bool { observers == nil }

    /// How many observed dispatches on the store are running, one inside another, their observers'
    /// calls included (none: `0`): a new dispatch's ``DispatchEvent/depth``. While the store is
    /// played back (``playback``), its dispatches are counted when nothing observes them too, so
    /// that the playback tells a dispatch's own middleware from a nested dispatch's.
    package var runningCount: Int { depth }

    /// Whether the store has an observer other than these.
    ///
    /// - Parameter known: The observers to leave out.
    package func hasObservers(besides known: [AnyObject]) -> Bool {
        (current?.boxes ?? []).contains { box in !known.contains { ObjectIdentifier($0) == box.id } }
    }

    /// What runs in place of the store's middleware while an action log is replayed into it.
    ///
    /// Set it for the length of a replay and back to `nil` after: while it is set, no middleware
    /// body of the store runs. ``ActionLogReplayer`` (OnwardHistory) does this.
    public var playback: MiddlewarePlayback<S>? {
        get { playbackStorage }
        set { playbackStorage = newValue }
    }

    /// Whether a middleware run must go through `runMiddleware(on:_:)`: the store is observed or
    /// played back. With neither, a middleware pays this one check.
    @inlinable
    public var interceptsMiddleware: Bool { observers != nil || playbackStorage != nil }

    /// Owns the list that `observers` points at.
    private var current: ObserverList<S>? {
        didSet { observers = current.map { Unmanaged.passUnretained($0) } }
    }

    /// Lists replaced while a dispatch was running: it may still be walking one of them.
    private var retired: [ObserverList<S>] = []

    /// Creates an empty set of observers; ``Store/dispatchObservers`` makes a store's.
    init() {}

    /// Adds an observer; it sees every later dispatch. The store keeps it until it is removed.
    ///
    /// - Parameter observer: The observer to add.
    @inlinable
    public func add<Observer: DispatchObserver>(_ observer: Observer) where Observer.StoreType == S {
        add(ObserverBox(observer))
    }

    @usableFromInline
    func add(_ box: ObserverBox<S>) {
        replace(with: (current?.boxes ?? []) + [box])
    }

    /// Adds an observer ahead of those the store has, or moves it there if the store has it, so
    /// that it sees each dispatch end before they do: a history's recorder writes an action's line
    /// before an observer can dispatch another action, whose line must come after it.
    ///
    /// - Parameter observer: The observer to add.
    package func addFirst<Observer: DispatchObserver>(_ observer: Observer) where Observer.StoreType == S {
        replace(with: boxes(without: ObjectIdentifier(observer), after: ObserverBox(observer)))
    }

    /// Removes an observer added before; nothing happens if it was not.
    ///
    /// - Parameter observer: The observer to remove.
    public func remove(_ observer: some DispatchObserver) {
        replace(with: boxes(without: ObjectIdentifier(observer)))
    }

    /// The current observers but one, after another if one is given.
    private func boxes(without id: ObjectIdentifier, after first: ObserverBox<S>? = nil) -> [ObserverBox<S>] {
        // A loop, not `filter` or `+`: in this generic code, each looks up `Array: Collection` at
        // run time, through every conformance in the program (0.4 M instructions of `todos`'s
        // start-up and as much of its exit, by callgrind).
        var boxes: [ObserverBox<S>] = []
        if let first { boxes.append(first) }
        for box in current?.boxes ?? [] where box.id != id { boxes.append(box) }
        return boxes
    }

    private func replace(with boxes: [ObserverBox<S>]) {
        if depth > 0, let current {
            retired.append(current)
            hasRetired = true
        }
        current = boxes.isEmpty ? nil : ObserverList(boxes)
    }

    /// Releases the lists replaced during the dispatch that just ended.
    @usableFromInline
    func releaseRetired() {
        retired.removeAll()
        hasRetired = false
    }

    /// Counts a dispatch that starts on a played-back store nothing observes, for ``runningCount``.
    @inlinable
    func startCounted() {
        depth += 1
    }

    /// Ends what ``startCounted()`` started.
    @inlinable
    func endCounted() {
        depth -= 1
        if depth == 0, hasRetired { releaseRetired() }
    }

    /// Runs a synchronous dispatch between the observers' `willDispatch` and `didDispatch`.
    ///
    /// The thread's innermost frame is read once, as the new dispatch's parent and as the frame its
    /// own is pushed above.
    @inlinable @inline(never)
    func observe(
        _ name: String, _ arguments: consuming DispatchArguments, on store: S, from site: DispatchSite?,
        _ run: () -> Void
    ) {
        guard let observers = observers else { return run() }
        let calls = observers.takeUnretainedValue().calls
        lastID &+= 1
        let id = DispatchID(lastID)
        let slot = SyncDispatchFrame.slot(in: frameKey)
        let enclosing = slot.pointee
        let enclosingStart = startAnnounced
        let event = DispatchEvent(
            id: id, name: name, arguments: arguments, depth: depth, isAsync: false,
            parent: DispatchContext.parentOfNewDispatch(enclosedBy: enclosing), site: site,
            madeAsStartOf: enclosingStart)
        depth += 1
        startAnnounced = id
        ObserverList.willDispatch(event, to: store, calls)
        startAnnounced = enclosingStart
        DispatchContext.running(id, on: store, above: enclosing, in: slot, run)
        ObserverList.didDispatch(event, to: store, calls)
        depth -= 1
        if depth == 0, hasRetired { releaseRetired() }
    }

    /// Runs an asynchronous dispatch between the observers' `willDispatch` and `didDispatch`.
    @inlinable
    nonisolated(nonsending) func observe(
        _ name: String,
        _ arguments: consuming DispatchArguments,
        on store: S,
        from site: DispatchSite?,
        _ run: nonisolated(nonsending) () async -> Void
    ) async {
        guard let observers = observers else { return await run() }
        let calls = observers.takeUnretainedValue().calls
        lastID &+= 1
        let id = DispatchID(lastID)
        let enclosingStart = startAnnounced
        let event = DispatchEvent(
            id: id, name: name, arguments: arguments, depth: depth, isAsync: true,
            parent: DispatchContext.parentOfNewDispatch, site: site, madeAsStartOf: enclosingStart)
        depth += 1
        startAnnounced = id
        ObserverList.willDispatch(event, to: store, calls)
        startAnnounced = enclosingStart
        await DispatchContext.running(id, on: store, run)
        ObserverList.didDispatch(event, to: store, calls)
        depth -= 1
        if depth == 0, hasRetired { releaseRetired() }
    }

    /// Runs a synchronous middleware of an observed or played-back store: through the
    /// ``playback`` when one is set; otherwise the middleware, with the dispatches it makes marked as made by this
    /// run of it (``DispatchParent/middlewareRun``).
    ///
    /// - Parameters:
    ///   - store: The store.
    ///   - body: The middleware.
    @inlinable @inline(never)
    public func runMiddleware(on store: S, _ body: () -> Void) {
        // The run's context is bound around the playback too, so an observer of a replay sees the
        // played-back dispatches as made by this middleware run, as they were when recorded.
        func run() {
            if let playbackStorage { playbackStorage.sync(store, body) } else { body() }
        }
        guard let context = DispatchContext.nextMiddlewareRun(on: store) else { return run() }
        context.whileRunning(run)
    }

    /// Runs an asynchronous middleware of an observed or played-back store, as
    /// the synchronous `runMiddleware(on:_:)` runs a synchronous one.
    ///
    /// - Parameters:
    ///   - store: The store.
    ///   - body: The middleware.
    nonisolated(nonsending) public func runMiddleware(
        on store: S,
        _ body: nonisolated(nonsending) () async -> Void
    ) async {
        nonisolated(nonsending) func run() async {
            if let playbackStorage { await playbackStorage.async(store, body) } else { await body() }
        }
        guard let context = DispatchContext.nextMiddlewareRun(on: store) else { return await run() }
        await context.whileRunning(run)
    }
}
