import OnwardCore
import OnwardDebug

/// Watches one store, the tested one or a store nested in its state, for effects: dispatches made
/// by a middleware run, or by a task one started (a dispatch no other dispatch made, other than
/// the test's own). Each is noted on the timeline with the tested store's state as it starts.
final class EffectObserver<Watched: Store, Tested: Store>: DispatchObserver {
    private let timeline: EffectTimeline
    /// Weak: a nested store may outlive the tested one.
    private weak var tested: Tested?

    init(timeline: EffectTimeline, tested: Tested) {
        self.timeline = timeline
        self.tested = tested
    }

    func willDispatch(_ event: DispatchEvent, to store: Watched) {
        guard let tested else { return }
        if let parent = event.parent {
            guard parent.middlewareRun != nil else { return }
        } else if timeline.claimsOwnDispatch(isOnTestedStore: store === tested) {
            return
        }
        timeline.started(
            ReceivedEffect(
                name: event.name, arguments: event.arguments, store: ObjectIdentifier(store), storeType: Watched.self,
                id: event.id),
            at: StateSnapshot(of: tested))
    }

    func didDispatch(_ event: DispatchEvent, to store: Watched) {
        guard let tested, timeline.isRunningEffect(event.id, on: ObjectIdentifier(store)) else { return }
        timeline.finished(event.id, on: ObjectIdentifier(store), at: StateSnapshot(of: tested))
    }
}
