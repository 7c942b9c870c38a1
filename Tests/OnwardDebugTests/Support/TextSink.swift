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

    /// Plain debug options writing here, with the fake clock; call sites are left out unless asked
    /// for, so that the tests of diffs do not depend on their own line numbers.
    func options(
        filter: ActionFilter = .all,
        actionsOnly: Bool = false,
        showsCallSites: Bool = false,
        nestedStores: NestedStoreTracking = .byDispatch
    ) -> DebugOptions {
        DebugOptions(
            output: output,
            color: .never,
            filter: filter,
            actionsOnly: actionsOnly,
            showsCallSites: showsCallSites,
            nestedStores: nestedStores,
            timeSource: clock
        )
    }
}
