import Foundation
import TestGate
import Testing

/// Killing `todos` with SIGKILL at random moments loses no acknowledged action and never leaves a
/// log that does not load.
///
/// Each kill starts `todos` on a log, types a random run of valid commands into its standard input,
/// kills it — during start-up (while it replays and replaces the log), or around one command:
/// before it is read, while it runs, after its answer — and starts it again. Every command whose
/// answer was printed before the kill must be in the log, in order, and in the state; the one
/// command in flight may or may not be. The moments come from a seeded generator: set
/// `ONWARD_CRASH_SEED` to run the same kills again.
// A child that never answers blocks its wait: the time limit fails the test instead of hanging.
@Suite(.timeLimit(.minutes(15))) struct CrashSafetyTests {
    /// How many times `todos` is killed.
    static let kills = 60

    /// After how many kills the test starts on a new log, so start-up stays short.
    static let killsPerLog = 10

    @Test func everyAcknowledgedActionSurvivesAKill() throws {
        signal(SIGPIPE, SIG_IGN)  // a child that died early must fail the test, not end the runner
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["ONWARD_CRASH_SEED"].flatMap { UInt64($0) } ?? 20_260_308
        var random = SplitMix64(seed: seed)
        let folder = try TemporaryFolder()
        let groceries = folder.file("groceries.txt")
        try folder.write("groceries.txt", "Bread\n- [x] Eggs\n")
        var tally = Tally()
        var model = TodoModel()
        for kill in 0..<Self.kills {
            let place = "seed \(seed), kill \(kill); ONWARD_CRASH_SEED=\(seed) runs these kills again"
            let log = "todos-\(kill / Self.killsPerLog).jsonl"
            if kill % Self.killsPerLog == 0 { model = TodoModel() }
            var steps: [TodoModel.Step] = []
            for _ in 0..<Int.random(in: 1...16, using: &random) {
                steps.append((steps.last?.after ?? model).randomStep(using: &random, importFile: groceries))
            }
            let run = try runAndKill(log: log, typing: steps.map(\.command), in: folder, random: &random, place: place)
            let acknowledged = run.printed.filter { $0 == "\n" }.count
            #expect(
                run.printed == steps.prefix(acknowledged).map { $0.output + "\n" }.joined(),
                "the output is the answers, in order; \(place)"
            )

            let restart = try TodosRun.run(["--file", log], input: ":state\n", in: folder)
            #expect(restart.status == 0 && restart.errors.isEmpty, "the log loads: \(restart.errors); \(place)")
            let state = { (count: Int) in count == 0 ? model : steps[count - 1].after }
            guard
                let reached = [acknowledged, acknowledged + 1].first(where: {
                    $0 <= steps.count && state($0).stateJSON + "\n" == restart.output
                })
            else {
                Issue.record(
                    """
                    after \(acknowledged) answered commands of \(steps.count) the state is
                    \(restart.output)instead of
                    \(state(acknowledged).stateJSON); \(place)
                    """
                )
                return
            }
            model = state(reached)
            #expect(folder.read(log) == model.log, "the log holds exactly the actions; \(place)")
            let kept = [log + ".snapshot"]
            #expect(!folder.list().contains { $0.hasPrefix(log + ".") && !kept.contains($0) }, "\(place)")
            tally.count(run.moment, acknowledged: acknowledged, inFlightKept: reached > acknowledged)
        }
        print("crash safety, seed \(seed): \(tally)")
        #expect(tally.acknowledged > Self.kills, "the kills came late enough to test something")
    }

    /// When a kill came.
    enum Moment {
        /// At a random time from the start.
        case anyTime
        /// Soon after the command at this index was typed, the earlier ones answered.
        case around(Int)
    }

    /// Starts `todos`, types commands, kills it at a random moment and returns what it printed.
    private func runAndKill(
        log: String,
        typing commands: [String],
        in folder: TemporaryFolder,
        random: inout SplitMix64,
        place: String
    ) throws -> (printed: String, moment: Moment) {
        let errors = log + ".err"
        try folder.write(errors, "")
        defer { try? FileManager.default.removeItem(atPath: folder.file(errors)) }
        let child = try Spawn.start(
            TodosBinary.path,
            ["--file", log],
            environment: TodosRun.environment(folder: folder, changes: [:]),
            directory: folder.path,
            input: nil,
            pipingOutput: true,
            errors: folder.file(errors)
        )
        func type(_ lines: ArraySlice<String>) throws {
            try child.input?.write(contentsOf: Data(lines.map { $0 + "\n" }.joined().utf8))
        }
        let moment: Moment
        if Int.random(in: 0..<4, using: &random) == 0 {
            // Often during start-up, as the log is replayed and replaced, or between commands.
            moment = .anyTime
            try type(commands[...])
            usleep(UInt32.random(in: 0...60_000, using: &random))
        } else {
            // Around one command: before it is read, while it runs and is logged, or after its answer.
            let last = Int.random(in: 0..<commands.count, using: &random)
            moment = .around(last)
            try type(commands[..<last])
            // Each answer comes once its action is in the log.
            child.output?.waitForLines(last)
            try type(commands[last...last])
            usleep(UInt32.random(in: 0...800, using: &random))
        }
        kill(child.pid, SIGKILL)
        let status = Spawn.wait(child.pid)
        try child.input?.close()
        #expect(status == 128 + SIGKILL, "todos was still running when killed; \(place)")
        #expect(folder.read(errors) == "", "no error before the kill; \(place)")
        return (child.output?.readToEnd() ?? "", moment)
    }
}

/// What the kills hit, for the summary line.
private struct Tally: CustomStringConvertible {
    var anyTime = 0
    var beforeAnswer = 0
    var afterAnswer = 0
    var acknowledged = 0
    var inFlightKept = 0

    mutating func count(_ moment: CrashSafetyTests.Moment, acknowledged: Int, inFlightKept kept: Bool) {
        switch moment {
        case .anyTime: anyTime += 1
        case .around(let index) where acknowledged > index: afterAnswer += 1
        case .around: beforeAnswer += 1
        }
        self.acknowledged += acknowledged
        if kept { inFlightKept += 1 }
    }

    var description: String {
        "\(anyTime + beforeAnswer + afterAnswer) kills: \(anyTime) at any time from the start, "
            + "\(beforeAnswer) around a command before its answer, \(afterAnswer) after it; "
            + "\(acknowledged) answered actions, all in the log after the restart; "
            + "\(inFlightKept) unanswered actions in flight already in it"
    }
}
