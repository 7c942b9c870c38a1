import Onward
import TodosCore

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
        // What the observation point adds to a dispatch when no observer is installed, laid out
        // as `Action.dispatch` lays it out.
        if _fastPath(!store.hasObservers) { step.run(store) } else { observed(store) }
    }

    /// Stands for the observed path, which the no-observer check never takes.
    @inline(never)
    static func observed(_ store: Switch) { blackHole(store) }

    @inline(never)
    static func dispatch(_ store: Switch) { store.dispatch(\.toggle) }

    /// The same dispatch passing no call site, as a replay's are: what a dispatch was before it knew
    /// its site, but for one more argument, which the unobserved path never reads.
    @inline(never)
    static func dispatchWithoutSite(_ store: Switch) { store.interactor[keyPath: \.toggle].dispatch(store, from: nil) }

    @inline(never)
    static func toggle(_ store: ToDoStore) { store.dispatch(\.toggle, 5) }

    /// The real work an observer is weighed against: the example's toggle of one todo among 10,
    /// with and without a no-op observer on the list.
    static func exampleToggle(count: Int, samples: Int) -> [Measurement] {
        func list() -> ToDoStore {
            let store = ToDoStore()
            for index in 1...10 { store.dispatch(\.add, "Todo \(index)") }
            return store
        }
        let plain = list()
        let watched = list()
        watched.dispatchObservers.add(NoOpListObserver())
        let timing = measure(samples: samples, count: count) {
            for _ in 0..<count { toggle(plain) }
        } _: {
            for _ in 0..<count { toggle(watched) }
        }
        return [
            Measurement(
                operation: "toggle one todo among 10, the example's action (baseline)", count: count, baselineOf: timing
            ),
            Measurement(operation: "  the same with a no-op observer on the list", count: count, timing)
                .compared(with: "toggle", goal: "≤ 1.5×", ratioAtMost: 1.5),
        ]
    }

    /// A key path the optimizer cannot see through, as in code that passes actions around.
    nonisolated(unsafe) static var toggleAction: KeyPath<BenchInteractor, Action<Switch>> = \.toggle

    @inline(never)
    static func dispatchKeyPathValue(_ store: Switch) { store.dispatch(toggleAction) }

    @inline(never)
    static func dispatchNested(_ store: Switch) { store.dispatch(\.toggleThroughMiddleware) }

    @inline(never)
    nonisolated(nonsending) static func dispatchAsync(_ store: Switch) async { await store.dispatch(\.toggleAsync) }

    @MainActor
    static func run(count: Int, samples: Int) async -> [Measurement] {
        // Each ratio comes from its row and its baseline timed in alternation, sample by sample.
        let store = Switch()
        let watched = Switch()
        let observer = NoOpObserver()
        watched.dispatchObservers.add(observer)
        var rows: [Measurement] = []

        let dispatched = measure(samples: samples, count: count) {
            for _ in 0..<count { direct(store) }
        } _: {
            for _ in 0..<count { dispatch(store) }
        }
        rows.append(Measurement(operation: "direct method call (baseline)", count: count, baselineOf: dispatched))
        rows.append(
            Measurement(operation: "dispatch by key path, one reducer", count: count, dispatched)
                .compared(with: "direct", goal: "≤ 20×", ratioAtMost: 20, perSecondAtLeast: 5_000_000)
        )

        let sited = measure(samples: samples, count: count) {
            for _ in 0..<count { dispatchWithoutSite(store) }
        } _: {
            for _ in 0..<count { dispatch(store) }
        }
        rows.append(
            Measurement(operation: "dispatch passing no call site (baseline)", count: count, baselineOf: sited))
        rows.append(
            // An unobserved dispatch never reads its #fileID and #line: the goal is no difference.
            Measurement(operation: "  + its call site, #fileID and #line", count: count, sited)
                .compared(with: "no site", goal: "≤ 1.1×", ratioAtMost: 1.1)
        )

        let unfolded = measure(samples: samples, count: count) {
            for _ in 0..<count { direct(store) }
        } _: {
            for _ in 0..<count { dispatchKeyPathValue(store) }
        }
        rows.append(
            Measurement(operation: "dispatch by a key path value (not folded)", count: count, unfolded)
                .compared(with: "direct")
        )

        let reducer = Reducer<Switch>(get: \.isOn, set: \.isOn) { !$0 }.step
        let checked = measure(samples: samples, count: count) {
            for _ in 0..<count { step(reducer, store) }
        } _: {
            for _ in 0..<count { checkedStep(reducer, store) }
        }
        rows.append(Measurement(operation: "reducer step alone (baseline)", count: count, baselineOf: checked))
        rows.append(
            // No goal: two loads, a compare and a branch not taken are below what timing resolves;
            // README says how the check was verified instead.
            Measurement(operation: "  + the no-observer check", count: count, checked)
                .compared(with: "step")
        )

        let observed = measure(samples: samples, count: count) {
            for _ in 0..<count { dispatch(store) }
        } _: {
            for _ in 0..<count { dispatch(watched) }
        }
        rows.append(
            Measurement(operation: "dispatch with one no-op observer", count: count, observed)
                .compared(with: "dispatch")
        )
        rows += exampleToggle(count: count / 20, samples: samples)

        let nested = measure(samples: samples, count: count) {
            for _ in 0..<count { dispatch(store) }
        } _: {
            for _ in 0..<count { dispatchNested(store) }
        }
        rows.append(
            Measurement(operation: "dispatch through a middleware's nested dispatch", count: count, nested)
                .compared(with: "dispatch")
        )

        let awaited = await measure(samples: samples, count: count) {
            for _ in 0..<count { await dispatchAsync(store) }
        }
        var asyncRow = Measurement(operation: "AsyncAction of one AsyncReducer, awaited", count: count, awaited)
        asyncRow.baseline = "dispatch"
        asyncRow.ratio = awaited.median / dispatched.median
        rows.append(asyncRow)
        blackHole(store.isOn)
        blackHole(watched.isOn)
        return rows
    }
}

extension Measurement {
    /// A row from a timing.
    init(operation: String, count: Int, _ timing: (median: Double, peak: Int)) {
        self.init(operation: operation, count: count, medianNanoseconds: timing.median, peakBytes: timing.peak)
    }

    /// A baseline row from the baseline half of a paired timing.
    init(
        operation: String, count: Int,
        baselineOf timing: (median: Double, baselineMedian: Double, ratio: Double, peak: Int)
    ) {
        self.init(operation: operation, count: count, medianNanoseconds: timing.baselineMedian, peakBytes: timing.peak)
    }

    /// A row from a timing paired with its baseline, with the pair's ratio.
    init(
        operation: String,
        count: Int,
        _ timing: (median: Double, baselineMedian: Double, ratio: Double, peak: Int)
    ) {
        self.init(operation: operation, count: count, medianNanoseconds: timing.median, peakBytes: timing.peak)
        ratio = timing.ratio
    }

    /// This row compared with a baseline measured in the same run, and its goal.
    func compared(
        with name: String,
        _ baseline: (median: Double, peak: Int),
        goal: String? = nil,
        ratioAtMost: Double? = nil,
        perSecondAtLeast: Double? = nil
    ) -> Measurement {
        var row = self
        row.ratio = baseline.median > 0 ? medianNanoseconds / baseline.median : nil
        return row.compared(with: name, goal: goal, ratioAtMost: ratioAtMost, perSecondAtLeast: perSecondAtLeast)
    }

    /// This row, whose ratio is already set, named against its baseline and given its goal.
    func compared(
        with name: String,
        goal: String? = nil,
        ratioAtMost: Double? = nil,
        perSecondAtLeast: Double? = nil
    ) -> Measurement {
        var row = self
        row.baseline = name
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
