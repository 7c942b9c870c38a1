/// A dispatch as the recorder keeps it until its top-level action finishes: its name, its
/// arguments, and the effects its middleware dispatched, by middleware run.
final class RecordedDispatch {
    /// The action's name.
    let name: String

    /// The action's arguments.
    let arguments: [Any]

    /// The dispatches each middleware run made, in order: `effects[0]` the first run's. Runs after
    /// the last one that dispatched something are left out.
    private(set) var effects: [[RecordedDispatch]] = []

    /// Creates a dispatch with no effects yet.
    init(name: String, arguments: [Any]) {
        self.name = name
        self.arguments = arguments
    }

    /// Adds a dispatch one of its middleware runs made.
    func add(_ effect: RecordedDispatch, inRun run: Int) {
        while effects.count < run { effects.append([]) }
        effects[run - 1].append(effect)
    }
}
