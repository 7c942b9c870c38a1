import OnwardCore
import OnwardDebug
import Synchronization

/// The effects a ``TestStore`` has seen start since the test last dispatched, in order, and which
/// the test has received; and a way to wait for the next one to start or finish.
///
/// Observers tell it of effects from whatever thread dispatches them, so its state is behind a lock.
final class EffectTimeline: @unchecked Sendable {
    private struct State {
        var effects: [ReceivedEffect] = []
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

    /// Notes that the test is about to dispatch on the tested store: the next dispatch there that
    /// no other dispatch made is the test's own, not an effect.
    func expectOwnDispatch() {
        state.withLock { $0.ownDispatchExpected = true }
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
    func started(_ effect: ReceivedEffect) {
        change { $0.effects.append(effect) }
    }

    /// Notes that a dispatch finished; only effects are found.
    func finished(_ id: DispatchID, on store: ObjectIdentifier) {
        change { state in
            if let index = state.effects.firstIndex(where: { $0.id == id && $0.store == store }) {
                state.effects[index].isFinished = true
            }
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

    /// The state as the effect after this one started, if one has.
    func startOfNext(after id: DispatchID, on store: ObjectIdentifier) -> StateSnapshot? {
        state.withLock { state in
            guard let index = state.effects.firstIndex(where: { $0.id == id && $0.store == store }) else { return nil }
            return state.effects.dropFirst(index + 1).first?.start
        }
    }

    /// Forgets every effect.
    func removeAll() {
        state.withLock { $0.effects.removeAll() }
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
