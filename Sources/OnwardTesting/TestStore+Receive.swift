import OnwardCore
import OnwardDebug
import Testing

extension TestStore {
    /// Waits for the next effect, an action a middleware dispatched on the store, and checks it and
    /// the change it made.
    ///
    /// ```swift
    /// await store.dispatch(\.load)
    /// await store.receive(\.itemsMutator, ["a", "b"]) { $0.items = ["a", "b"] }
    /// ```
    /// Effects are received in the order they started; when exhaustive, the next one must be this
    /// one. The wait ends when the effect has finished, however long it runs (give the test a
    /// `.timeLimit` if an effect may never come).
    /// - Parameters:
    ///   - action: A key path to the action of the store's interactor that is expected next.
    ///   - arguments: The arguments it is expected to have been dispatched with.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the effect is expected to change.
    public func receive<each Argument>(
        _ action: KeyPath<S.InteractorType, Action<S, repeat each Argument>>,
        _ arguments: repeat each Argument,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) async {
        let name = store.interactor[keyPath: action].name
        await receive(name, on: store, Self.values(repeat each arguments), at: sourceLocation, expecting: expected)
    }

    /// Waits for the next effect, an action of the store itself (such as a mutator), and checks it.
    ///
    /// - Parameters:
    ///   - action: A key path to the action of the store that is expected next.
    ///   - arguments: The arguments it is expected to have been dispatched with.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the effect is expected to change.
    public func receive<each Argument>(
        _ action: KeyPath<S, Action<S, repeat each Argument>>,
        _ arguments: repeat each Argument,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) async {
        let name = store[keyPath: action].name
        await receive(name, on: store, Self.values(repeat each arguments), at: sourceLocation, expecting: expected)
    }

    /// Waits for the next effect, an async action of the store's interactor, and checks it.
    ///
    /// - Parameters:
    ///   - action: A key path to the async action that is expected next.
    ///   - arguments: The arguments it is expected to have been dispatched with.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the effect is expected to change.
    public func receive<each Argument>(
        _ action: KeyPath<S.InteractorType, AsyncAction<S, repeat each Argument>>,
        _ arguments: repeat each Argument,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) async {
        let name = store.interactor[keyPath: action].name
        await receive(name, on: store, Self.values(repeat each arguments), at: sourceLocation, expecting: expected)
    }

    /// Waits for the next effect, an action dispatched on a store nested in the state, and checks
    /// it and the change it made to the tested store's state.
    ///
    /// ```swift
    /// await store.receive(\.toggleCompletion, on: store.store.todos[0]) { $0.todos[0].isCompleted = true }
    /// ```
    /// - Parameters:
    ///   - action: A key path to the action of the nested store's interactor.
    ///   - arguments: The arguments it is expected to have been dispatched with.
    ///   - nested: The nested store it is expected on.
    ///   - sourceLocation: Where a difference is reported.
    ///   - expected: Sets what the effect is expected to change, from the tested store.
    public func receive<Nested: Store, each Argument>(
        _ action: KeyPath<Nested.InteractorType, Action<Nested, repeat each Argument>>,
        _ arguments: repeat each Argument,
        on nested: Nested,
        sourceLocation: SourceLocation = #_sourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void = { _ in }
    ) async {
        let name = nested.interactor[keyPath: action].name
        await receive(name, on: nested, Self.values(repeat each arguments), at: sourceLocation, expecting: expected)
    }

    /// A pack of arguments, as the values a dispatch event holds.
    private static func values<each Argument>(_ arguments: repeat each Argument) -> [Any] {
        var values: [Any] = []
        repeat values.append(each arguments)
        return values
    }

    /// Finds the effect the test names among those pending, waits for it to finish, and checks it:
    /// its arguments too, unless `arguments` is `nil` (any arguments).
    func receive(
        _ name: String, on target: AnyObject, _ arguments: [Any]?, at sourceLocation: SourceLocation,
        expecting expected: (inout ExpectedState<S>) -> Void
    ) async {
        let title = "'\(name)' on \(type(of: target))"
        let target = ObjectIdentifier(target)
        while !Task.isCancelled {
            let generation = timeline.generation
            let pending = timeline.pending
            let named = pending.filter { $0.name == name && $0.store == target }
            // A test that is not exhaustive passes over effects of the same name with other arguments.
            let candidates =
                exhaustivity == .on
                ? named : arguments.map { wanted in named.filter { Self.same($0.arguments, wanted) } } ?? named
            // An effect's own change is known once it has finished.
            if let effect = candidates.first, let change = timeline.ownChange(of: effect.entry) {
                reportSkipped(
                    pending.prefix { $0.id != effect.id || $0.store != target }, before: title, at: sourceLocation)
                timeline.markReceived(effect.id, on: effect.store)
                if let arguments { checkArguments(of: effect, against: arguments, at: sourceLocation) }
                let expectation = expectation(from: change.before, expected, at: sourceLocation)
                check("effect \(title)", expectation, against: change, at: sourceLocation)
                return
            }
            if exhaustivity == .on, named.isEmpty, let next = pending.first, next.isFinished {
                return report(
                    "expected to receive effect \(title), but the next effect is \(next.title)", at: sourceLocation)
            }
            await withTaskCancellationHandler {
                await timeline.waitForChange(after: generation)
            } onCancel: { [timeline] in
                timeline.wakeWaiters()
            }
        }
        let pending = timeline.pending.map(\.title)
        report(
            "effect \(title) had not come when the test was cancelled"
                + (pending.isEmpty ? "; no effect was pending" : "; pending: " + pending.joined(separator: ", ")),
            at: sourceLocation)
    }

    /// Whether two lists of arguments are the same, compared as snapshots.
    private static func same(_ one: [Any], _ other: [Any]) -> Bool {
        one.map { StateSnapshot(of: $0) } == other.map { StateSnapshot(of: $0) }
    }

    /// Reports the effects that came before the one received, when every effect must be received
    /// in order; a non-exhaustive test drops them.
    private func reportSkipped(_ skipped: ArraySlice<ReceivedEffect>, before title: String, at location: SourceLocation)
    {
        guard !skipped.isEmpty else { return }
        if exhaustivity == .off {
            for effect in skipped { timeline.markReceived(effect.id, on: effect.store) }
            return
        }
        report(
            "effect \(title) was received out of order: \(skipped.map(\.title).joined(separator: ", ")) came first",
            at: location)
    }

    /// Reports arguments that differ from those the effect was dispatched with.
    private func checkArguments(of effect: ReceivedEffect, against expected: [Any], at location: SourceLocation) {
        let actual = effect.arguments.map { StateSnapshot(of: $0) }
        let wanted = expected.map { StateSnapshot(of: $0) }
        guard actual != wanted else { return }
        let text = { (values: [StateSnapshot]) in "(" + values.map(\.description).joined(separator: ", ") + ")" }
        report(
            "effect \(effect.title) was dispatched with \(text(actual)), expected \(text(wanted))",
            at: location)
    }
}
