import Foundation
import Testing

/// The sample logs in `scripts/logs`, the generated long log, and the `scripts/replay` and
/// `scripts/record` scripts that CI runs.
@Suite struct SampleLogTests {
    /// The sample logs' folder.
    static let samples = ScriptRun.root + "/scripts/logs"

    /// The names of the sample logs.
    static let sampleNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samples)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted()
    }()

    @Test func thereAreSamplesOfEachKind() {
        #expect(
            Self.sampleNames == ["edits-and-removals.jsonl", "everyday.jsonl", "import.jsonl", "undo-redo.jsonl"])
    }

    @Test(arguments: sampleNames)
    func everySampleReplaysToItsExpectedState(name: String) throws {
        let folder = try TemporaryFolder()
        let log = Self.samples + "/" + name
        let expected = Self.samples + "/" + name.dropLast(".jsonl".count) + ".expected.json"
        let run = try TodosRun.run(["replay", log, "--expect-state", expected], in: folder)
        #expect(run.errors.isEmpty)
        #expect(run.output.hasSuffix("the state matches \(expected)\n"))
        #expect(run.status == 0)
    }

    @Test func scriptsReplayPassesEverySample() throws {
        let folder = try TemporaryFolder()
        let run = try ScriptRun.run("replay", [Self.samples], in: folder)
        #expect(
            run.output == """
                PASS \(Self.samples)/edits-and-removals.jsonl: replayed 17 actions; 4 todos: 4 active, 0 done, as expected
                PASS \(Self.samples)/everyday.jsonl: replayed 11 actions; 2 todos: 2 active, 0 done, as expected
                PASS \(Self.samples)/import.jsonl: replayed 6 actions; 3 todos: 3 active, 0 done, as expected
                PASS \(Self.samples)/undo-redo.jsonl: replayed 3 actions (1 more undone); 2 todos: 1 active, 1 done, as expected
                replay: all 4 logs passed

                """
        )
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
    }

    @Test func scriptsReplaySaysWhichLogsFailedAndWhy() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("logs"), withIntermediateDirectories: true)
        try folder.write("logs/good.jsonl", ActionLogText.log([("add", #"["A"]"#)]))
        try folder.write("logs/good.expected.json", #"{"todos":[{"id":1,"isCompleted":false,"title":"A"}]}"#)
        try folder.write("logs/wrong.jsonl", ActionLogText.log([("add", #"["A"]"#)]))
        try folder.write("logs/wrong.expected.json", #"{"todos":[{"id":1,"isCompleted":true,"title":"A"}]}"#)
        try folder.write("logs/broken.jsonl", ActionLogText.log([("add", #"["A"]"#), ("frobnicate", "[]")]))
        try folder.write("logs/unchecked.jsonl", ActionLogText.log([]))
        try folder.write("logs/notes.txt", "not a log")
        let run = try ScriptRun.run("replay", ["logs", "missing.jsonl"], in: folder)
        #expect(
            run.output == """
                FAIL logs/broken.jsonl:3: unknown action "frobnicate": not registered for ToDoStore
                PASS logs/good.jsonl: replayed 1 action; 1 todo: 1 active, 0 done, as expected
                PASS logs/unchecked.jsonl: replayed 0 actions; no todos (no unchecked.expected.json to compare with)
                FAIL logs/wrong.jsonl: the state differs from logs/wrong.expected.json: todos[0].isCompleted: expected true, got false
                FAIL missing.jsonl: cannot open: No such file or directory
                replay: 3 of 5 logs failed, 2 passed (1 without an expected state)

                """
        )
        #expect(run.status == 1)
    }

    @Test func scriptsReplayGivesTheReasonAfterAWarningAndRefusesAnUnknownOptionAnywhere() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("logs"), withIntermediateDirectories: true)
        // A format-1 log warns that its import reads the file again, then differs from its state.
        try folder.write(
            "logs/old.jsonl",
            #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
                + #"{"seq":1,"action":"importFile","args":["list.txt"]}"# + "\n")
        try folder.write("logs/list.txt", "A\n")
        try folder.write("logs/old.expected.json", #"{"todos":[]}"#)
        let run = try ScriptRun.run("replay", ["logs/old.jsonl"], in: folder)
        #expect(run.output.hasPrefix("FAIL logs/old.jsonl: the state differs from logs/old.expected.json: "))
        #expect(run.status == 1)
        let bogus = try ScriptRun.run("replay", ["logs/old.jsonl", "--bogus"], in: folder)
        #expect(bogus.errors == "replay: unknown option --bogus (see --help)\n")
        #expect(bogus.output.isEmpty)
        #expect(bogus.status == 2)
    }

    @Test func scriptsRecordKeepsNoLogWhenNothingWasRecorded() throws {
        let folder = try TemporaryFolder()
        let run = try ScriptRun.run("record", ["empty.jsonl"], input: "", in: folder)
        #expect(run.errors == "record: nothing was recorded, so no log was kept\n")
        #expect(run.status == 1)
        #expect(!folder.list().contains { $0.hasPrefix("empty") })
    }

    @Test func scriptsReplayRefusesAFolderWithoutLogs() throws {
        let folder = try TemporaryFolder()
        let run = try ScriptRun.run("replay", ["home"], in: folder)
        #expect(run.errors == "replay: no *.jsonl log in the folder home\n")
        #expect(run.status == 2)
    }

    @Test func theGeneratedLongLogReplaysToTheStateOfTheGeneratorsModel() throws {
        let folder = try TemporaryFolder()
        let generated = try ScriptRun.run("logs/generate-long-log", ["--actions", "3000", "long"], in: folder)
        #expect(generated.status == 0)
        let lines = try #require(folder.read("long/long.jsonl")).split(separator: "\n")
        #expect(lines.count == 3001)
        let run = try ScriptRun.run("replay", ["long"], in: folder)
        #expect(run.output.hasPrefix("PASS long/long.jsonl: replayed 3000 actions; "))
        #expect(run.output.hasSuffix("as expected\nreplay: the log passed\n"))
        #expect(run.status == 0)
    }

    @Test func theGeneratorIsDeterministic() throws {
        let folder = try TemporaryFolder()
        for (name, seed) in [("a", "7"), ("b", "7"), ("c", "8")] {
            let run = try ScriptRun.run(
                "logs/generate-long-log", ["--actions", "500", "--seed", seed, name], in: folder)
            #expect(run.status == 0)
        }
        #expect(folder.read("a/long.jsonl") == folder.read("b/long.jsonl"))
        #expect(folder.read("a/long.expected.json") == folder.read("b/long.expected.json"))
        #expect(folder.read("a/long.jsonl") != folder.read("c/long.jsonl"))
    }

    @Test func scriptsRecordRecordsASessionAndTheStateItReaches() throws {
        let folder = try TemporaryFolder()
        let run = try ScriptRun.run("record", ["shopping.jsonl"], input: "add Bread\nadd Eggs\ndone 2\n", in: folder)
        #expect(run.output == "added 1: Bread\nadded 2: Eggs\ncompleted 2: Eggs\n")
        #expect(
            run.errors
                == "record: shopping.jsonl holds 3 actions; the state it replays to is in shopping.expected.json\n")
        #expect(run.status == 0)
        #expect(
            folder.read("shopping.expected.json")
                == #"{"todos":[{"id":1,"isCompleted":false,"title":"Bread"},{"id":2,"isCompleted":true,"title":"Eggs"}]}"#
                + "\n")
        #expect(!folder.list().contains("shopping.jsonl.lock"))
        #expect(!folder.list().contains("shopping.jsonl.snapshot"), "the log is replayed, never opened with its cache")
        let again = try ScriptRun.run("record", ["shopping.jsonl"], in: folder)
        #expect(
            again.errors
                == "record: shopping.jsonl exists; give a new file (scripts/replay shopping.jsonl replays it)\n")
        #expect(again.status == 1)
        let replay = try ScriptRun.run("replay", ["shopping.jsonl"], in: folder)
        #expect(replay.status == 0)
    }

    /// Files of the user's where the script writes: an expected state is refused before the
    /// session, and a file where todos keeps its cache is left (the script used to delete it, and
    /// replace the expected state).
    @Test func scriptsRecordLeavesTheUsersFilesAsTheyAre() throws {
        let folder = try TemporaryFolder()
        try folder.write("trip.expected.json", #"{"hand":"written"}"#)
        let refused = try ScriptRun.run("record", ["trip.jsonl"], input: "add Milk\n", in: folder)
        #expect(
            refused.errors == "record: trip.expected.json exists and would be replaced; move it, or give another name\n"
        )
        #expect(refused.status == 1)
        #expect(folder.read("trip.expected.json") == #"{"hand":"written"}"#)
        #expect(!folder.list().contains("trip.jsonl"))
        try folder.write("trip2.jsonl.snapshot", "my own file\n")
        let run = try ScriptRun.run("record", ["trip2.jsonl"], input: "add Milk\n", in: folder)
        #expect(run.status == 0)
        #expect(
            run.errors.hasSuffix(
                "record: trip2.jsonl holds 1 action; the state it replays to is in trip2.expected.json\n"))
        #expect(folder.read("trip2.jsonl.snapshot") == "my own file\n")
        #expect(folder.list().filter { $0.hasPrefix("trip2.expected.json.") }.isEmpty, "no partial file left")
    }
}
