import OnwardCore
import OnwardDebug
import Synchronization

/// What a ``TestStore`` has seen since the test last dispatched: the effects, in the order they
/// started, and which the test has received; the state as each dispatch started and finished; and
/// a way to wait for the next effect to start or finish.
///
/// Observers tell it of effects from whatever thread dispatches them, so its state is behind a lock.
final class EffectTimeline: @unchecked Sendable {
    private struct State {
        var effects: [ReceivedEffect] = []
        var checkpoints: [TimelineCheckpoint] = []
        var generation = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
        var ownDispatchExpected = false
        var exhaustivity = Exhaustivity.on
        var isFinished = false
    }

    private let state = Mutex(State())

    /// How much the test asserts; kept here, so that the test store's `deinit` can read it.
    var exhaustivity: Exhaustivity {
        get { state.withLock { $0.exhaustivity } }
        set { state.withLock { $0.exhaustivity = newValue } }
    }

    /// Marks the test finished; `true` the first time only.
    func finish() -> Bool {
        state.withLock { state in
            defer { state.isFinished = true }
            return !state.isFinished
        }
    }

    /// The effects seen since the last dispatch, oldest first.
    var effects: [ReceivedEffect] { state.withLock { $0.effects } }

    /// The effects not received yet, oldest first.
    var pending: [ReceivedEffect] { effects.filter { !$0.isReceived } }

    /// A number that changes whenever an effect starts or finishes.
    var generation: Int { state.withLock { $0.generation } }

    /// Starts the timeline afresh for a dispatch of the test: the next dispatch on the tested store
    /// that no other dispatch made is this one, not an effect.
    ///
    /// - Parameter state: The tested store's state as the dispatch starts.
    func beginOwnDispatch(from state: StateSnapshot) {
        self.state.withLock { timeline in
            timeline.effects.removeAll()
            timeline.checkpoints = [TimelineCheckpoint(isStart: true, entry: .own, state: state)]
            timeline.ownDispatchExpected = true
        }
    }

    /// Notes that the test's dispatch returned.
    ///
    /// - Parameter state: The tested store's state then.
    /// - Returns: The change the dispatch made itself.
    func endOwnDispatch(at state: StateSnapshot) -> OwnChange {
        self.state.withLock { timeline in
            timeline.ownDispatchExpected = false
            timeline.checkpoints.append(TimelineCheckpoint(isStart: false, entry: .own, state: state))
            // The dispatch's start is on the timeline since `beginOwnDispatch(from:)`.
            return timeline.checkpoints.ownChange(of: .own) ?? OwnChange(before: state, after: state, conflicts: [])
        }
    }

    /// The change a dispatch made itself, once it has finished (see `ownChange(of:)`).
    func ownChange(of entry: TimelineEntry) -> OwnChange? {
        state.withLock { $0.checkpoints.ownChange(of: entry) }
    }

    /// Whether a dispatch that no other dispatch made is the test's own, which it then stops
    /// expecting; any other such dispatch was made by a task a middleware started.
    ///
    /// - Parameter isOnTestedStore: Whether the dispatch is on the tested store.
    func claimsOwnDispatch(isOnTestedStore: Bool) -> Bool {
        state.withLock { state in
            guard isOnTestedStore, state.ownDispatchExpected else { return false }
            state.ownDispatchExpected = false
            return true
        }
    }

    /// Notes an effect as it starts.
    ///
    /// - Parameters:
    ///   - effect: The effect.
    ///   - state: The tested store's state as it starts.
    func started(_ effect: ReceivedEffect, at state: StateSnapshot) {
        change { timeline in
            timeline.effects.append(effect)
            timeline.checkpoints.append(TimelineCheckpoint(isStart: true, entry: effect.entry, state: state))
        }
    }

    /// Whether a dispatch is an effect seen starting and not yet finished.
    func isRunningEffect(_ id: DispatchID, on store: ObjectIdentifier) -> Bool {
        state.withLock { $0.effects.contains { $0.id == id && $0.store == store && !$0.isFinished } }
    }

    /// Notes that an effect finished.
    ///
    /// - Parameters:
    ///   - id: The effect's dispatch.
    ///   - store: The store it was dispatched on.
    ///   - state: The tested store's state as it finished.
    func finished(_ id: DispatchID, on store: ObjectIdentifier, at state: StateSnapshot) {
        change { timeline in
            guard let index = timeline.effects.firstIndex(where: { $0.id == id && $0.store == store }) else { return }
            timeline.effects[index].isFinished = true
            timeline.checkpoints.append(
                TimelineCheckpoint(isStart: false, entry: timeline.effects[index].entry, state: state))
        }
    }

    /// Notes that the test received, or passed over, an effect.
    ///
    /// - Parameter id: The effect's dispatch.
    func markReceived(_ id: DispatchID, on store: ObjectIdentifier) {
        state.withLock { state in
            if let index = state.effects.firstIndex(where: { $0.id == id && $0.store == store }) {
                state.effects[index].isReceived = true
            }
        }
    }

    /// Forgets every effect.
    func removeAll() {
        state.withLock { state in
            state.effects.removeAll()
            state.checkpoints.removeAll()
        }
    }

    /// Waits until an effect starts or finishes after `generation` was read.
    ///
    /// - Parameter generation: The ``generation`` the caller last saw.
    func waitForChange(after generation: Int) async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                guard state.generation == generation else { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Wakes every waiter, as a change would: a cancelled test stops waiting.
    func wakeWaiters() {
        change { _ in }
    }

    private func change(_ body: (inout State) -> Void) {
        let waiters = state.withLock { state in
            body(&state)
            state.generation += 1
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
