import OnwardCore

/// Plays a replayed action's recorded effects in place of its middleware: each middleware run
/// dispatches what that run dispatched when the log was recorded, and nothing else runs.
///
/// The replayer sets ``playback`` on the store for the length of a replay, and wraps each line's
/// dispatch in ``playing(_:of:_:)``. A log of format version 1 holds no effects: with
/// `runsMiddleware`, the player lets each middleware run as it did when recording, and notes that
/// it did.
///
/// Each dispatch's runs are played only to its own middleware: one that runs deeper than it, by
/// ``DispatchObservers/runningCount``, is the middleware of a dispatch one of its reducers made,
/// of which the log holds no run (the recorder records none, and a history refuses what such a
/// middleware dispatches on the store), and it plays nothing.
final class EffectPlayer<S: Store> {
    /// The middleware runs not played yet of each dispatch being replayed, innermost last.
    private var pending: [RecordedRuns] = []

    /// The observers of the store played back, whose ``DispatchObservers/runningCount`` tells how
    /// deep a dispatch is made and a middleware runs. Kept, so that the store is not asked for them
    /// at every line (each ask looks up their generic type).
    let observers: DispatchObservers<S>

    /// How many dispatches run on the store.
    private var depth: Int { observers.runningCount }

    private let registry: ActionRegistry<S>

    /// Whether middleware runs as it is (version 1) instead of being played back.
    private let runsMiddleware: Bool

    /// Whether a middleware ran during the current line, in a version 1 replay.
    private(set) var ranMiddleware = false

    /// Why the current line's effects could not be played, if they could not.
    private(set) var problem: String?

    /// Creates a player for one store.
    ///
    /// - Parameters:
    ///   - observers: The observers of the store the player plays back.
    ///   - runsMiddleware: Whether middleware runs as it is (a version 1 log) instead of being played back.
    init(registry: ActionRegistry<S>, observers: DispatchObservers<S>, runsMiddleware: Bool) {
        self.registry = registry
        self.observers = observers
        self.runsMiddleware = runsMiddleware
    }

    /// What the store runs in place of its middleware while the player is set.
    var playback: MiddlewarePlayback<S> {
        MiddlewarePlayback(
            sync: { [self] store, middleware in playSync(on: store, middleware) },
            async: { [self] store, middleware in await playAsync(on: store, middleware) }
        )
    }

    /// Runs one line's dispatch with its recorded effects ready for its middleware.
    func playing(_ effects: JSONToken?, of bytes: [UInt8], _ dispatch: () throws -> Void) rethrows {
        ranMiddleware = false
        problem = nil
        try withRecordedRuns(effects, of: bytes, dispatch)
    }

    /// Runs one line's asynchronous dispatch with its recorded effects ready for its middleware.
    nonisolated(nonsending) func playing(
        _ effects: JSONToken?,
        of bytes: [UInt8],
        _ dispatch: nonisolated(nonsending) () async throws -> Void
    ) async rethrows {
        ranMiddleware = false
        problem = nil
        pending.append(RecordedRuns(effects, of: bytes, above: depth))
        defer { finishRuns() }
        try await dispatch()
    }

    /// Runs a dispatch with its recorded middleware runs next in line.
    private func withRecordedRuns(_ effects: JSONToken?, of bytes: [UInt8], _ dispatch: () throws -> Void) rethrows {
        pending.append(RecordedRuns(effects, of: bytes, above: depth))
        defer { finishRuns() }
        try dispatch()
    }

    /// Ends the innermost dispatch being replayed: a recorded run its middleware did not take
    /// means the log and the action disagree, which must not pass silently.
    private func finishRuns() {
        guard var finished = pending.popLast(), finished.runs?.next() != nil else { return }
        problem =
            problem ?? "more middleware runs are recorded than the action's middleware made: the action is not the "
            + "one that was recorded"
    }

    /// The effects of the next middleware run of the innermost dispatch being replayed: none for
    /// a middleware that runs deeper than that dispatch's own, one of a dispatch its reducer made.
    private func nextRun(on store: S) -> [RecordedEffect<S>] {
        guard var top = pending.popLast() else { return [] }
        defer { pending.append(top) }
        guard depth == top.depth + 1, let run = top.runs?.next() else { return [] }
        var effects: [RecordedEffect<S>] = []
        var dispatches = JSONArguments(bytes: top.bytes, array: run).elements()
        while let token = dispatches.next() {
            switch RecordedEffect.parse(token, of: top.bytes, registry: registry, store: store) {
            case .success(let effect): effects.append(effect)
            case .failure(let failure): problem = problem ?? failure.reason
            }
        }
        return effects
    }

    private func playSync(on store: S, _ middleware: () -> Void) {
        guard !runsMiddleware else {
            ranMiddleware = true
            return middleware()
        }
        for effect in nextRun(on: store) {
            guard let run = effect.entry.sync else {
                problem =
                    problem ?? "the effect \"\(effect.name)\" is asynchronous, but a synchronous middleware made it"
                continue
            }
            do {
                try withRecordedRuns(effect.effects, of: effect.arguments.bytes) {
                    try run(effect.arguments, store)
                }
            } catch {
                problem = problem ?? "wrong arguments for the effect \"\(effect.name)\""
            }
        }
    }

    nonisolated(nonsending) private func playAsync(on store: S, _ middleware: nonisolated(nonsending) () async -> Void)
        async
    {
        guard !runsMiddleware else {
            ranMiddleware = true
            return await middleware()
        }
        for effect in nextRun(on: store) {
            pending.append(
                RecordedRuns(effect.effects, of: effect.arguments.bytes, above: depth))
            defer { finishRuns() }
            do {
                switch effect.entry.invocation {
                case .sync(let run): try run(effect.arguments, store)
                case .async(let run): try await run(effect.arguments, store)
                }
            } catch {
                problem = problem ?? "wrong arguments for the effect \"\(effect.name)\""
            }
        }
    }
}

/// A dispatch's recorded middleware runs, read one by one.
///
/// Not nested in the generic ``EffectPlayer``: a type nested there would have its metadata looked
/// up for the store type at every line replayed.
struct RecordedRuns {
    let bytes: [UInt8]
    var runs: JSONArguments.Elements?
    /// How many dispatches ran on the store when the one whose runs these are was made: its own
    /// middleware runs one deeper.
    let depth: Int

    /// The runs of a line's, or an effect's, `effects` value, if it has one.
    ///
    /// - Parameters:
    ///   - depth: The store's ``DispatchObservers/runningCount`` as the dispatch is made.
    init(_ effects: JSONToken?, of bytes: [UInt8], above depth: Int) {
        self.bytes = bytes
        runs = effects.map { JSONArguments(bytes: bytes, array: $0).elements() }
        self.depth = depth
    }
}
