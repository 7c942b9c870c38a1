import Onward

/// The rows that time a dispatch, against a direct method call measured in the same run.
enum DispatchRows {
    // Every operation is one call the optimizer may not inline, so no row can be folded away
    // and each carries the same call overhead as its baseline.

    @inline(never)
    static func direct(_ store: Switch) { store.toggleDirectly() }

    @inline(never)
    static func step(_ step: ActionStep<Switch>, _ store: Switch) { step.run(store) }

    @inline(never)
    static func checkedStep(_ step: ActionStep<Switch>, _ store: Switch) {
        // What the observation point adds to a dispatch when no observer is installed.
        if store.dispatchObservers.isEmpty { step.run(store) }
    }

    @inline(never)
    static func dispatch(_ store: Switch) { store.dispatch(\.toggle) }

    @inline(never)
    static func dispatchNested(_ store: Switch) { store.dispatch(\.toggleThroughMiddleware) }

    @inline(never)
    nonisolated(nonsending) static func dispatchAsync(_ store: Switch) async { await store.dispatch(\.toggleAsync) }

    @MainActor
    static func run(count: Int, samples: Int) async -> [Measurement] {
        let store = Switch()
        var rows: [Measurement] = []

        let baseline = measure(samples: samples, count: count) {
            for _ in 0..<count { direct(store) }
        }
        rows.append(Measurement(operation: "direct method call (baseline)", count: count, baseline))

        let dispatched = measure(samples: samples, count: count) {
            for _ in 0..<count { dispatch(store) }
        }
        rows.append(
            Measurement(operation: "dispatch by key path, one reducer", count: count, dispatched)
                .compared(with: "direct", baseline, goal: "≤ 20×", ratioAtMost: 20, perSecondAtLeast: 5_000_000)
        )

        let reducer = Reducer<Switch>(get: \.isOn, set: \.isOn) { !$0 }.step
        let bare = measure(samples: samples, count: count) {
            for _ in 0..<count { step(reducer, store) }
        }
        rows.append(Measurement(operation: "reducer step alone (baseline)", count: count, bare))
        let checked = measure(samples: samples, count: count) {
            for _ in 0..<count { checkedStep(reducer, store) }
        }
        rows.append(
            Measurement(operation: "  + the no-observer check", count: count, checked)
                .compared(with: "step", bare, goal: "< 1.05×", ratioAtMost: 1.05)
        )

        let observer = NoOpObserver()
        store.dispatchObservers.add(observer)
        let observed = measure(samples: samples, count: count) {
            for _ in 0..<count { dispatch(store) }
        }
        store.dispatchObservers.remove(observer)
        rows.append(
            Measurement(operation: "dispatch with one no-op observer", count: count, observed)
                .compared(with: "dispatch", dispatched, goal: "≤ 1.3×", ratioAtMost: 1.3)
        )

        let nested = measure(samples: samples, count: count) {
            for _ in 0..<count { dispatchNested(store) }
        }
        rows.append(
            Measurement(operation: "dispatch through a middleware's nested dispatch", count: count, nested)
                .compared(with: "dispatch", dispatched)
        )

        let awaited = await measure(samples: samples, count: count) {
            for _ in 0..<count { await dispatchAsync(store) }
        }
        rows.append(
            Measurement(operation: "AsyncAction of one AsyncReducer, awaited", count: count, awaited)
                .compared(with: "dispatch", dispatched)
        )
        blackHole(store.isOn)
        return rows
    }
}

extension Measurement {
    /// A row from a timing.
    init(operation: String, count: Int, _ timing: (median: Double, peak: Int)) {
        self.init(operation: operation, count: count, medianNanoseconds: timing.median, peakBytes: timing.peak)
    }

    /// This row with its ratio to a baseline measured in the same run, and its goal.
    func compared(
        with name: String,
        _ baseline: (median: Double, peak: Int),
        goal: String? = nil,
        ratioAtMost: Double? = nil,
        perSecondAtLeast: Double? = nil
    ) -> Measurement {
        var row = self
        row.baseline = name
        row.ratio = baseline.median > 0 ? medianNanoseconds / baseline.median : nil
        var goals: [String] = []
        var met = true
        if let ratioAtMost {
            goals.append(goal ?? "≤ \(ratioAtMost)×")
            met = met && (row.ratio ?? .infinity) <= ratioAtMost
        }
        if let perSecondAtLeast {
            goals.append("≥ \(Int(perSecondAtLeast).formatted())/s")
            met = met && perSecond >= perSecondAtLeast
        }
        if !goals.isEmpty {
            row.goal = goals.joined(separator: ", ")
            row.met = met
        }
        return row
    }
}
