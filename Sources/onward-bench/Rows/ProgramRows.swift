import Foundation
import OnwardGeneratorsMacros
import SwiftParser

/// The rows that time the `todos` program: start-up with a long journal, and `:expand`.
enum ProgramRows {
    /// `todos` beside this benchmark: `swift build -c release --product todos` puts it there.
    static var todosPath: String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let path = folder.appendingPathComponent("todos").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Start-up to the first prompt: `todos --file LOG` with no input replays LOG and exits.
    static func startUp(actions: Int, samples: Int, folder: String) throws -> [Measurement] {
        guard let todos = todosPath else {
            print("note: skipped the start-up row: build todos first (swift build -c release --product todos)")
            return []
        }
        let path = folder + "/journal-\(actions).jsonl"
        try ReplayRows.writeLog(actions: actions, to: path)
        let launch = try measureProcess(todos, ["--version"], samples: samples)
        // The first run finds no snapshot: it replays the whole journal and leaves one beside it.
        let timing = try measureProcess(todos, ["--file", path], samples: samples)
        let snapshot = path + ".snapshot"
        let cold = try measureProcess(todos, ["--file", path], samples: samples) {
            try? FileManager.default.removeItem(atPath: snapshot)
        }
        // `:undo` then `:redo`, each a replay from the nearest checkpoint into the session's store;
        // the position lines they add keep every run at the same state.
        let travel = try measureProcess(todos, ["--file", path], input: ":undo\n:redo\n", samples: samples)
        let undo = (median: max(travel.median - timing.median, 0) / 2, peak: 0)
        // With no snapshot there is no checkpoint before the last action: the first `:undo` replays
        // the journal from its start (the `:redo` after it starts from where the undo landed).
        let coldTravel = try measureProcess(todos, ["--file", path], input: ":undo\n:redo\n", samples: samples) {
            try? FileManager.default.removeItem(atPath: snapshot)
        }
        let firstUndo = (median: max(coldTravel.median - cold.median, 0), peak: 0)
        return [
            Measurement(operation: "todos --version (process launch, baseline)", count: 1, launch),
            Measurement(operation: "todos start-up, \(actions.formatted())-action journal", count: 1, timing)
                .compared(with: "launch", launch)
                .expecting(atMostMilliseconds: 300),
            Measurement(operation: "  the same with no snapshot (replays it all)", count: 1, cold)
                .compared(with: "launch", launch),
            Measurement(operation: "  one :undo or :redo in it (session time less start-up, halved)", count: 1, undo)
                .compared(with: "start-up", timing, ratioAtMost: 3),
            Measurement(operation: "  the first :undo and :redo with no checkpoint (no snapshot)", count: 1, firstUndo)
                .compared(with: "start-up", timing),
        ]
    }

    /// A large state: one `import` of a file of `todos` lines, then start-up from its snapshot,
    /// and a session of one `add` and one `:undo` (which drops the last run's undone `add`, so every
    /// run starts from the same state).
    static func largeState(todos: Int, samples: Int, folder: String) throws -> [Measurement] {
        guard let program = todosPath else { return [] }
        let list = folder + "/list-\(todos).txt"
        let log = folder + "/state-\(todos).jsonl"
        try (1...todos).map { "todo \($0)" }.joined(separator: "\n").write(
            toFile: list, atomically: true, encoding: .utf8)
        _ = try ChildProcess.run(program, ["--file", log], input: "import \(list)\n")
        let launch = try measureProcess(program, ["--version"], samples: samples)
        let startUp = try measureProcess(program, ["--file", log], samples: samples)
        let session = try measureProcess(program, ["--file", log], input: "add x\n:undo\n", samples: samples)
        let addAndUndo = (median: max(session.median - startUp.median, 0), peak: session.peak)
        return [
            Measurement(operation: "todos start-up, \(todos.formatted()) todos in the state", count: 1, startUp)
                .compared(with: "launch", launch)
                .expecting(atMostMilliseconds: 300, peakBelow: 100 << 20),
            Measurement(operation: "  one add and one :undo in it (session less start-up)", count: 1, addAndUndo)
                .expecting(atMostMilliseconds: 300, peakBelow: 100 << 20),
        ]
    }

    /// `:expand TodoInteractor` in process: parse the file and expand it with the shared generator.
    static func expand(samples: Int) -> [Measurement] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Sources/onward-bench/Rows
            .appendingPathComponent("../../../Examples/Todos/Sources/TodosCore/Interactor/TodoInteractor.swift")
            .standardizedFileURL.path
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("onward-bench: no :expand rows: cannot read \(path)\n".utf8))
            return []
        }
        let file = (name: path, text: String(decoding: data, as: UTF8.self))
        let parsed = measure(samples: samples, count: 1) {
            blackHole(Parser.parse(source: file.text).statements.count)
        }
        let timing = measure(samples: samples, count: 1) {
            blackHole(expandOnwardMacros(in: file.text, fileName: file.name).text.count)
        }
        var rows = [
            Measurement(operation: "parse TodoInteractor.swift alone (baseline)", count: 1, parsed),
            Measurement(operation: ":expand TodoInteractor (parse + expand)", count: 1, timing)
                .compared(with: "parse", parsed)
                .expecting(atMostMilliseconds: 50),
        ]
        if let todos = todosPath,
            let process = try? measureProcess(todos, ["expand", "TodoInteractor"], samples: samples)
        {
            rows.append(Measurement(operation: "todos expand TodoInteractor (whole process)", count: 1, process))
        }
        return rows
    }

    /// The median wall time of running a program to its end, with empty standard input, and the
    /// most memory a run held.
    ///
    /// - Parameters:
    ///   - program: The program's path.
    ///   - arguments: Its arguments.
    ///   - input: What to write on its standard input; nothing by default.
    ///   - samples: How many runs to time, after one warm-up run.
    ///   - prepare: Runs before each run, untimed.
    private static func measureProcess(
        _ program: String,
        _ arguments: [String],
        input: String? = nil,
        samples: Int,
        prepare: () -> Void = {}
    ) throws -> (median: Double, peak: Int) {
        var runs: [ChildProcess.Run] = []
        for _ in 0...samples {
            prepare()
            runs.append(try ChildProcess.run(program, arguments, input: input))
        }
        return (median(runs.dropFirst().map(\.nanoseconds)), runs.map(\.peakBytes).max() ?? 0)
    }
}
