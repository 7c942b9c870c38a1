import OnwardDebug

/// Collects what an observer writes, and gives it a clock that advances 1 ms per reading.
final class TextSink {
    var text = ""
    private var ticks = 0

    /// An output that appends to ``text``.
    var output: DebugOutput {
        DebugOutput { [self] in text += $0 }
    }

    /// A clock that reads 1 ms, 2 ms, 3 ms, ...
    var clock: TimeSource {
        TimeSource { [self] in
            ticks += 1
            return .milliseconds(ticks)
        }
    }

    /// Plain debug options writing here, with the fake clock.
    func options(
        filter: ActionFilter = .all,
        actionsOnly: Bool = false,
        nestedStores: NestedStoreTracking = .byDispatch
    ) -> DebugOptions {
        DebugOptions(
            output: output,
            color: .never,
            filter: filter,
            actionsOnly: actionsOnly,
            nestedStores: nestedStores,
            timeSource: clock
        )
    }
}
