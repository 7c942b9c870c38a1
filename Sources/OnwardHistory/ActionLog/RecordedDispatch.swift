/// A dispatch as the recorder keeps it until its top-level action finishes: its name, its
/// arguments, and the effects its middleware dispatched, by middleware run.
final class RecordedDispatch {
    let name: String
    let arguments: [Any]

    /// The dispatches each middleware run made, in the order they started, one an observer made as
    /// another started before that one (``add(_:inRun:before:)``): `effects[0]` the first run's.
    /// Runs after the last one that dispatched something are left out.
    private(set) var effects: [[RecordedDispatch]] = []

    init(name: String, arguments: [Any]) {
        self.name = name
        self.arguments = arguments
    }

    /// Adds a dispatch one of its middleware runs made: last in the run, or just before another
    /// dispatch of the run, whose start it was made at.
    ///
    /// - Parameters:
    ///   - run: The middleware run that made it, from 1.
    ///   - next: The dispatch it comes before, if it is in the run.
    func add(_ effect: RecordedDispatch, inRun run: Int, before next: RecordedDispatch? = nil) {
        while effects.count < run { effects.append([]) }
        if let next, let index = effects[run - 1].lastIndex(where: { $0 === next }) {
            effects[run - 1].insert(effect, at: index)
        } else {
            effects[run - 1].append(effect)
        }
    }
}
