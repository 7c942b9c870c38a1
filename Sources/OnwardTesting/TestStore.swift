import OnwardCore
import OnwardDebug
import Testing

/// A store under test: every action the test dispatches through it must be followed by the exact
/// change the test expects, and every action its middleware dispatches must be received.
///
/// ```swift
/// @MainActor @Test func addingATodo() {
///     let store = TestStore(ToDoStore())
///     store.dispatch(\.add, "Milk") {
///         $0.todos.append(ToDo(id: 1, title: "Milk"))
///         $0.nextID = 2
///     }
/// }
/// ```
/// A change the test did not expect, one it expected that did not happen, or a different value
/// fails the test at the line of that dispatch, with the difference written as the debug
/// middleware writes a change (`path: before → after`). An effect the test did not receive fails
/// it when the test store goes away, or at ``finish(sourceLocation:)``.
///
/// Each change belongs to the action that made it: the dispatched one, or the effect that was
/// running then (the latest to start, of those running).
@MainActor
public final class TestStore<S: Store> {
    /// The store under test. Read its state freely; change it only through the test store.
    public let store: S

    /// Whether every change and effect must be asserted (the default), or only what the test names.
    public var exhaustivity: Exhaustivity {
        get { timeline.exhaustivity }
        set { timeline.exhaustivity = newValue }
    }

    /// The dependencies replaced for every dispatch, and the tasks it starts.
    let overrides: DependencyOverrides

    /// Where reads of dependencies not replaced are noted, when the test asked to be told.
    let readsNotOverridden: DependencyReads?

    /// The effects seen and not yet received.
    let timeline = EffectTimeline()

    /// A store watched for effects, and how to stop watching it.
    private struct Watching {
        weak var store: AnyObject?
        let stop: () -> Void
    }

    /// The stores watched for effects.
    private var watched: [ObjectIdentifier: Watching] = [:]

    /// Where the test store was made, where an effect left unreceived is reported.
    private let sourceLocation: SourceLocation

    /// Wraps a store for a test.
    ///
    /// - Parameters:
    ///   - store: The store, in the state the test starts from.
    ///   - exhaustivity: ``Exhaustivity/on`` to assert every change and effect.
    ///   - reportsDependenciesNotOverridden: Whether a dependency that an action reads, and that
    ///     `dependencies` does not replace, is reported as an issue of the test.
    ///   - dependencies: Replaces dependencies for this test only, as
    ///     `OnwardContainer.withOverrides` does: `{ $0[\.fileReader] = FakeReader() }`. Made once;
    ///     every dispatch, and every task it starts, sees the same values.
    ///   - sourceLocation: Where the test store is made.
    public init(
        _ store: S,
        exhaustivity: Exhaustivity = .on,
        reportsDependenciesNotOverridden: Bool = false,
        dependencies: (inout DependencyOverrides) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.store = store
        timeline.exhaustivity = exhaustivity
        var overrides = DependencyOverrides()
        dependencies(&overrides)
        readsNotOverridden = reportsDependenciesNotOverridden ? DependencyReads() : nil
        overrides.readsNotOverridden = readsNotOverridden
        self.overrides = overrides
        self.sourceLocation = sourceLocation
        watchStores()
    }

    // Not isolated: an isolated deinit runs without the test's task-local values, so what it
    // reports would belong to no test. The observers left on the stores outlive it harmlessly.
    deinit {
        guard timeline.finish() else { return }
        Self.reportUnreceivedEffects(of: timeline, at: sourceLocation)
        reportDependencyReads(of: "the effects after the last one received", at: sourceLocation)
    }

    /// Ends the test: every effect seen must have been received (when exhaustive), and the store is
    /// no longer watched.
    ///
    /// Called when the test store goes away, if the test did not call it.
    /// - Parameter sourceLocation: Where the test ends.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        guard timeline.finish() else { return }
        Self.reportUnreceivedEffects(of: timeline, at: sourceLocation)
        reportDependencyReads(of: "the effects after the last one received", at: sourceLocation)
        stopWatching()
    }

    /// Reports the effects not received, when every effect must be, and forgets them.
    nonisolated static func reportUnreceivedEffects(
        of timeline: EffectTimeline, at sourceLocation: SourceLocation, before next: String? = nil
    ) {
        let pending = timeline.pending
        timeline.removeAll()
        guard timeline.exhaustivity == .on, !pending.isEmpty else { return }
        let count = pending.count == 1 ? "1 effect was" : "\(pending.count) effects were"
        let when = next.map { " before '\($0)' was dispatched" } ?? ""
        report(
            "\(count) not received\(when): \(pending.map(\.title).joined(separator: ", "))",
            at: sourceLocation)
    }

    /// The test's expectation of one action, made from the state the action started from.
    ///
    /// - Parameters:
    ///   - before: The state as the action started.
    ///   - expected: The test's closure, which sets what the action changes.
    ///   - sourceLocation: Where the test dispatched or received the action.
    func expectation(
        from before: StateSnapshot, _ expected: (inout ExpectedState<S>) -> Void, at sourceLocation: SourceLocation
    ) -> ExpectedState<S> {
        var expectation = ExpectedState<S>(before: before, live: store, sourceLocation: sourceLocation)
        expected(&expectation)
        return expectation
    }

    /// Checks the change one action made against what the test expected of it.
    ///
    /// - Parameters:
    ///   - title: The action, as the test is told of it.
    ///   - expectation: The test's expectation, made from the state as the action started.
    ///   - change: The action's own change; the lists it cannot tell apart from an effect's are
    ///     reported, and not compared.
    ///   - sourceLocation: Where the test dispatched or received the action.
    func check(
        _ title: String, _ expectation: ExpectedState<S>, against change: OwnChange, at sourceLocation: SourceLocation
    ) {
        let paths = exhaustivity == .on ? nil : expectation.written
        let after = change.after
        let expected = change.conflicts.reduce(expectation.snapshot) { expected, path in
            after.at(path).map { expected.replacing(path, with: $0) } ?? expected
        }
        let mismatches = StateComparison.mismatches(
            before: expectation.before, expected: expected, actual: after, at: paths)
        if !mismatches.isEmpty {
            report(
                "\(title) changed the state other than expected:\n"
                    + mismatches.map { "  " + $0.description }.joined(separator: "\n"),
                at: sourceLocation)
        }
        reportDependencyReads(of: title, at: sourceLocation)
        watchStores()
        reportConflicts(of: title, change, at: sourceLocation)
    }

    /// Reports the lists whose changes could not be told apart from an effect's.
    private func reportConflicts(of title: String, _ change: OwnChange, at sourceLocation: SourceLocation) {
        guard !change.conflicts.isEmpty else { return }
        let lists = change.conflicts.map { StatePath($0).text { "\($0)" } }.joined(separator: ", ")
        report(
            "\(title) and an effect that ran during it both added or removed elements of \(lists); a test store "
                + "cannot tell their changes apart there, so that change of \(title) was not checked: set the "
                + "test's exhaustivity to .off for this action, or dispatch the effect after the change",
            at: sourceLocation)
    }

    /// Reports the dependencies read since the last report that the test did not replace.
    nonisolated private func reportDependencyReads(of title: String, at sourceLocation: SourceLocation) {
        guard let reads = readsNotOverridden?.drain(), !reads.isEmpty else { return }
        report(
            "\(title) read \(reads.count == 1 ? "a dependency" : "dependencies") the test did not override: "
                + reads.joined(separator: ", "),
            at: sourceLocation)
    }

    /// Starts watching, for effects, the tested store and each store nested in its state.
    func watchStores() {
        // The tested store by its own type, which may be the base class of the instance.
        watch(store)
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(store)]
        visitProperties(of: store, &visited)
    }

    private func visit(_ value: Any, _ visited: inout Set<ObjectIdentifier>) {
        if Mirror(reflecting: value).displayStyle == .class {
            let object = value as AnyObject
            guard visited.insert(ObjectIdentifier(object)).inserted else { return }
            if let nested = value as? any Store, !Self.isSubclassOfAStore(object) { watch(nested) }
        }
        visitProperties(of: value, &visited)
    }

    private func visitProperties(of value: Any, _ visited: inout Set<ObjectIdentifier>) {
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children where !Self.isMachinery(child.label) {
                visit(child.value, &visited)
            }
            mirror = current.superclassMirror
        }
    }

    /// Whether a stored property is a store's machinery rather than its state: its interactor, its
    /// observers, or Observation's registrar.
    private static func isMachinery(_ label: String?) -> Bool {
        ["interactor", "observerStorage", "_observerStorage"].contains(label) || label?.hasPrefix("_$") == true
    }

    private func watch<Watched: Store>(_ nested: Watched) {
        let id = ObjectIdentifier(nested)
        guard watched[id]?.store !== nested else { return }
        let observer = EffectObserver<Watched, S>(timeline: timeline, tested: store)
        nested.dispatchObservers.add(observer)
        watched[id] = Watching(store: nested) { [weak nested] in nested?.dispatchObservers.remove(observer) }
    }

    private func stopWatching() {
        for watching in watched.values { watching.stop() }
        watched.removeAll()
    }

    /// Whether an object is of a subclass of a store class: its observers are made for the class
    /// marked `@Store`, so it is not watched on its own.
    private static func isSubclassOfAStore(_ object: AnyObject) -> Bool {
        Mirror(reflecting: object).superclassMirror.map { $0.subjectType is any Store.Type } ?? false
    }
}
