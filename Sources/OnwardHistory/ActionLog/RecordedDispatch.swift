/// A dispatch as the recorder keeps it until its top-level action finishes: its name, its
/// arguments, and the effects its middleware dispatched, by middleware run.
final class RecordedDispatch {
    /// The action's name.
    let name: String

    /// The action's arguments.
    let arguments: [Any]

    /// The dispatches each middleware run made, in order: `effects[0]` the first run's, each run's
    /// in the order they ended (``end(_:inRun:)``). Runs after the last one that dispatched
    /// something are left out.
    ///
    /// `@exclusivity(unchecked)`: only the recorder touches it, on the store's actor, and no access
    /// overlaps another. The dynamic checks (`swift_beginAccess`, in ``add(_:inRun:)``,
    /// ``end(_:inRun:)`` and as the line is written) cost about 600 instructions for each effect
    /// recorded, by callgrind: 2,000 actions with two effects each, and three plain actions each.
    @exclusivity(unchecked) private(set) var effects: [[RecordedDispatch]] = []

    /// Creates a dispatch with no effects yet.
    init(name: String, arguments: [Any]) {
        self.name = name
        self.arguments = arguments
    }

    /// Adds a dispatch one of its middleware runs made, as it starts.
    func add(_ effect: RecordedDispatch, inRun run: Int) {
        while effects.count < run { effects.append([]) }
        effects[run - 1].append(effect)
    }

    /// Moves a dispatch ``add(_:inRun:)`` added to the end of its run's, as it ends: after any that
    /// started and ended meanwhile, such as one an observer made as it started, whose change came
    /// before its own. So a run's dispatches are in the order they took effect, which a replay
    /// follows. (One that has not ended when the action's line is written keeps its place.)
    func end(_ effect: RecordedDispatch, inRun run: Int) {
        guard effects[run - 1].last !== effect,
            let index = effects[run - 1].lastIndex(where: { $0 === effect })
        else { return }
        effects[run - 1].remove(at: index)
        effects[run - 1].append(effect)
    }
}
