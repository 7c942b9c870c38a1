import OnwardCore
import OnwardDebug
import OnwardHistory

extension ActionLogReplayer {
    /// Replays a log into a store and records what each action did, for the inspector's page.
    ///
    /// ```swift
    /// let replayer = ActionLogReplayer(registry: .interactorActions())
    /// let inspection = try await replayer.inspect("todos.jsonl", into: ToDoStore())
    /// try InspectorPage(inspection).write(to: "report.html")
    /// ```
    /// The replay is the one `replay(_:into:resumingAfter:stoppingAfter:)` makes, with the same errors; the store
    /// ends in the same state. Each top-level dispatch is an action; the dispatches its middleware
    /// made, on the store or on a store nested in its state, are nested in it.
    /// - Parameters:
    ///   - path: The log's path.
    ///   - store: A new store to replay into.
    ///   - limit: Stop after this many actions; `nil` to replay to the log's position.
    ///   - options: What to keep, and the clock.
    /// - Returns: The inspection.
    /// - Throws: ``ActionLogError`` at the first bad line.
    nonisolated(nonsending) public func inspect(
        _ path: String,
        into store: S,
        stoppingAfter limit: Int? = nil,
        options: InspectionOptions = InspectionOptions()
    ) async throws(ActionLogError) -> Inspection {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let recorder = InspectionRecorder(store: store, title: name, options: options)
        store.dispatchObservers.add(recorder)
        defer { store.dispatchObservers.remove(recorder) }
        let replay = try await replay(path, into: store, stoppingAfter: limit)
        return recorder.finish(replay)
    }
}
