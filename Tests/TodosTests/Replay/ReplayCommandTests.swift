import Foundation
import Testing

/// `todos replay LOG`: every option, every error, and that it never writes.
// A child that never answers blocks its wait: the time limit fails the test instead of hanging.
@Suite(.timeLimit(.minutes(5))) struct ReplayCommandTests {
    /// A log of four actions: two adds, a toggle and an edit.
    static let log = ActionLogText.log([
        ("add", #"["Buy milk"]"#), ("add", #"["Call Ann"]"#), ("toggle", "[1]"), ("edit", #"[2,"Call Ann today"]"#),
    ])

    /// The state the log replays to, as `:state` prints it.
    static let state =
        #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Call Ann today"}]}"#

    /// The usage line after every usage error of `replay`.
    static let usage =
        "usage: todos replay LOG [--until N] [--debug] [--print-state json|text] [--expect-state FILE] "
        + "[--html FILE] ('todos --help' shows more)\n"

    /// A folder holding `todos.jsonl`, the log above.
    private func folder(log: String = Self.log) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", log)
        return folder
    }

    @Test func replayPrintsASummaryAndWritesNothing() throws {
        let folder = try folder()
        let before = try FileManager.default.attributesOfItem(atPath: folder.file("todos.jsonl"))
        let run = try TodosRun.run(["replay", "todos.jsonl"], in: folder)
        #expect(run.output == "replayed 4 actions from todos.jsonl; 2 todos: 1 active, 1 done\n")
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: folder.file("todos.jsonl"))
        #expect(folder.read("todos.jsonl") == Self.log)
        #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        #expect(folder.list().filter { !$0.hasPrefix(".run-") } == ["data", "home", "todos.jsonl"])
        #expect(folder.list("data").isEmpty && folder.list("home").isEmpty)
    }

    @Test func printStateJSONPrintsWhatStatePrints() throws {
        let folder = try folder()
        try folder.write("copy.jsonl", Self.log)
        let replay = try TodosRun.run(["replay", "todos.jsonl", "--print-state", "json"], in: folder)
        let repl = try TodosRun.run(["--file", "copy.jsonl"], input: ":state\n", in: folder)
        #expect(replay.output == Self.state + "\n")
        #expect(replay.output == repl.output)
        #expect(replay.status == 0)
    }

    /// A state that cannot all be written (standard output on a full disk) fails, saying so: it
    /// used to exit 0, and `scripts/record` kept a cut-off expected state.
    @Test func aStateThatCannotBeWrittenFails() throws {
        let folder = try folder()
        let status = try Spawn.run(
            "/bin/sh", ["-c", "'\(TodosBinary.path)' replay todos.jsonl --print-state json >/dev/full 2>errors.txt"],
            environment: TodosRun.environment(folder: folder, changes: [:]), directory: folder.path)
        #expect(status == 1)
        #expect(folder.read("errors.txt") == "todos: cannot write standard output: No space left on device\n")
        #expect(folder.read("todos.jsonl") == Self.log)
    }

    @Test func printStateTextPrintsWhatListPrints() throws {
        let folder = try folder()
        try folder.write("copy.jsonl", Self.log)
        let replay = try TodosRun.run(["replay", "todos.jsonl", "--print-state=text"], in: folder)
        let repl = try TodosRun.run(["--file", "copy.jsonl"], input: "list\n", in: folder)
        #expect(replay.output == "  1 [x] Buy milk\n  2 [ ] Call Ann today\n2 todos: 1 active, 1 done\n")
        #expect(replay.output == repl.output)
    }

    @Test(arguments: [
        (["--until", "0"], #"{"todos":[]}"#),
        (
            ["--until", "2"],
            #"{"todos":[{"id":1,"isCompleted":false,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Call Ann"}]}"#
        ),
        (
            ["--until=3"],
            #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Call Ann"}]}"#
        ),
        (["--until", "4"], state),
    ])
    func untilStopsAfterActionN(arguments: [String], state: String) throws {
        let folder = try folder()
        let run = try TodosRun.run(["replay", "todos.jsonl", "--print-state", "json"] + arguments, in: folder)
        #expect(run.output == state + "\n")
        #expect(run.status == 0)
    }

    @Test func untilSaysHowManyActionsWereReplayed() throws {
        let folder = try folder()
        let run = try TodosRun.run(["replay", "--until", "1", "todos.jsonl"], in: folder)
        #expect(run.output == "replayed 1 action from todos.jsonl; 1 todo: 1 active, 0 done\n")
    }

    @Test func untilPastTheLastActionIsAnError() throws {
        let folder = try folder()
        let run = try TodosRun.run(["replay", "todos.jsonl", "--until", "9"], in: folder)
        #expect(run.errors == "todos: todos.jsonl has 4 actions; '--until' takes 0 to 4, not 9\n")
        #expect(run.output.isEmpty)
        #expect(run.status == 1)
    }

    @Test func debugShowsEveryActionAndItsChanges() throws {
        let folder = try folder()
        let run = try TodosRun.run(["replay", "todos.jsonl", "--debug", "--until", "3"], in: folder)
        #expect(
            DebugTests.withoutDurations(run.errors) == """
                ▸ add("Buy milk")  <time>
                  todos[0]: added ToDo(id: 1, title: "Buy milk", isCompleted: false)
                  nextID: 1 → 2
                ▸ add("Call Ann")  <time>
                  todos[1]: added ToDo(id: 2, title: "Call Ann", isCompleted: false)
                  nextID: 2 → 3
                ▸ toggle(1)  <time>
                  ▸ toggleCompletion on ToDo  <time>  TodoInteractor.swift:<line>
                  todos[0].isCompleted: false → true

                """
        )
        #expect(run.output == "replayed 3 actions from todos.jsonl; 2 todos: 1 active, 1 done\n")
        #expect(run.status == 0)
    }

    @Test func expectStateSaysWhenTheStateMatches() throws {
        let folder = try folder()
        try folder.write("expected.json", "{\n  \"todos\": [\n" + Self.state.dropFirst(10).dropLast(2) + "\n  ]\n}\n")
        let run = try TodosRun.run(["replay", "todos.jsonl", "--expect-state", "expected.json"], in: folder)
        #expect(
            run.output
                == "replayed 4 actions from todos.jsonl; 2 todos: 1 active, 1 done\nthe state matches expected.json\n")
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
        let quiet = try TodosRun.run(
            ["replay", "todos.jsonl", "--expect-state", "expected.json", "--print-state", "json"], in: folder)
        #expect(quiet.output == Self.state + "\n")
        #expect(quiet.status == 0)
    }

    /// Expected states that differ from the log's, and the first difference named.
    static let differences: [(expected: String, difference: String)] = [
        (
            #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isCompleted":true,"title":"Call Ann today"}]}"#,
            "todos[1].isCompleted: expected true, got false"
        ),
        (
            #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy oat milk"},{"id":2,"isCompleted":true,"title":"X"}]}"#,
            #"todos[0].title: expected "Buy oat milk", got "Buy milk""#
        ),
        (
            #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"}]}"#,
            #"todos[1]: expected nothing, got {"id":2,"isCompleted":false,"title":"Call Ann today"}"#
        ),
        (
            #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Call Ann today"},{"id":3,"isCompleted":false,"title":"Walk the dog, then feed the cat and water the plants"}]}"#,
            #"todos[2]: expected {"id":3,"isCompleted":false,"title":"Walk the dog, then feed…, got nothing"#
        ),
        (
            #"{"todos":[{"id":1,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Call Ann today"}]}"#,
            "todos[0].isCompleted: expected nothing, got true"
        ),
        (#"{"todos":{}}"#, #"todos: expected {}, got [{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isC…"#),
        (#"[]"#, #"the state: expected [], got {"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"},{"i…"#),
        // Members are compared in the order of their names, whichever state has them.
        (
            #"{"zeta":1}"#,
            #"todos: expected nothing, got [{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isC…"#
        ),
        (
            #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isCompleted":null,"title":"Call"}]}"#,
            "todos[1].isCompleted: expected null, got false"
        ),
    ]

    /// A number written `1.0` is the number `1`.
    @Test func expectStateTakesANumberForItsValue() throws {
        let folder = try folder()
        try folder.write("expected.json", Self.state.replacingOccurrences(of: #""id":2"#, with: #""id":2.0"#))
        let run = try TodosRun.run(["replay", "todos.jsonl", "--expect-state", "expected.json"], in: folder)
        #expect(run.output.hasSuffix("\nthe state matches expected.json\n"))
        #expect(run.status == 0)
    }

    @Test(arguments: differences)
    func expectStateNamesTheFirstDifferenceAndFails(expected: String, difference: String) throws {
        let folder = try folder()
        try folder.write("expected.json", expected)
        let run = try TodosRun.run(["replay", "todos.jsonl", "--expect-state", "expected.json"], in: folder)
        #expect(run.errors == "todos: todos.jsonl: the state differs from expected.json: \(difference)\n")
        #expect(run.output == "replayed 4 actions from todos.jsonl; 2 todos: 1 active, 1 done\n")
        #expect(run.status == 1)
    }

    @Test(arguments: [
        (
            "",
            "todos: the expected state expected.json is not JSON; save one with 'todos replay LOG --print-state json'"
        ),
        (
            "{\"todos\": [",
            "todos: the expected state expected.json is not JSON; save one with 'todos replay LOG --print-state json'"
        ),
        (nil, "todos: cannot read the expected state expected.json: no such file"),
    ])
    func anExpectedStateThatCannotBeReadIsAnError(text: String?, message: String) throws {
        let folder = try folder()
        if let text { try folder.write("expected.json", text) }
        let run = try TodosRun.run(["replay", "todos.jsonl", "--expect-state", "expected.json"], in: folder)
        #expect(run.errors == message + "\n")
        #expect(run.output.isEmpty)
        #expect(run.status == 1)
    }

    /// Broken logs, and what `todos replay` says about them.
    static let brokenLogs: [(log: String, message: String)] = [
        (
            ActionLogText.log([("add", #"["A"]"#), ("frobnicate", "[]")]),
            #"todos.jsonl:3: unknown action "frobnicate": not registered for ToDoStore"#
        ),
        (
            ActionLogText.log([("add", "[42]")]),
            #"todos.jsonl:2: wrong argument type for "add": argument 1 should be String, found 42"#
        ),
        ("not a log\n", "todos.jsonl:1: not JSON: each line must be one JSON object"),
        (
            #"{"version":1}"# + "\n",
            #"todos.jsonl:1: missing header: the first line must be {"format":"onward-action-log","version":2,"store":"ToDoStore"}"#
        ),
        ("", "todos.jsonl: missing header: the log is empty"),
        (
            #"{"format":"onward-action-log","version":2,"store":"Counter"}"# + "\n",
            #"todos.jsonl:1: the log is for store "Counter", not "ToDoStore""#
        ),
        (
            ActionLogText.log([("add", #"["A"]"#)]) + #"{"seq":2,"act"#,
            "todos.jsonl:3: torn final line (no trailing newline): the log ends mid-line, as a crash while writing leaves it; 1 action was replayed"
        ),
        (
            ActionLogText.log([("add", #"["A"]"#)]) + #"{"position":2}"# + "\n",
            "todos.jsonl:3: position 2 is out of range: the lines before it hold 1 action"
        ),
        (
            ActionLogText.log([("add", #"["A"]"#)]) + #"{"position":0}"# + "\n"
                + #"{"seq":2,"action":"add","args":["B"]}"# + "\n",
            "todos.jsonl:4: action line after position 0: undone actions and position lines must be removed before a new action is written"
        ),
    ]

    @Test(arguments: brokenLogs)
    func errorsInTheLogNameTheLine(log: String, message: String) throws {
        let folder = try folder(log: log)
        let run = try TodosRun.run(["replay", "todos.jsonl", "--print-state", "json"], in: folder)
        #expect(run.errors == "todos: \(message)\n")
        #expect(run.output.isEmpty)
        #expect(run.status == 1)
        #expect(folder.read("todos.jsonl") == log)
    }

    @Test func aLogThatCannotBeOpenedIsAnError() throws {
        let folder = try folder()
        let missing = try TodosRun.run(["replay", "nope.jsonl"], in: folder)
        #expect(missing.errors == "todos: nope.jsonl: cannot open: No such file or directory\n")
        #expect(missing.status == 1)
        let throughAFile = try TodosRun.run(["replay", "todos.jsonl/log.jsonl"], in: folder)
        #expect(throughAFile.errors == "todos: todos.jsonl/log.jsonl: cannot open: Not a directory\n")
        #expect(throughAFile.status == 1)
        let aFolder = try TodosRun.run(["replay", "home"], in: folder)
        #expect(aFolder.errors == "todos: home is a folder, not an action log; scripts/replay replays a folder\n")
        #expect(aFolder.status == 1)
    }

    @Test func aDeviceOrAPipeIsRefusedWithoutReadingIt() throws {
        let folder = try folder()
        mkfifo(folder.file("pipe"), 0o600)  // nothing writes to it: opening it would wait forever
        for log in ["/dev/zero", "pipe"] {
            let run = try TodosRun.run(["replay", log], in: folder)
            #expect(run.errors == "todos: \(log) is not a regular file (a device or a pipe), so not an action log\n")
            #expect(run.output.isEmpty)
            #expect(run.status == 1)
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func anUnreadableLogIsAnError() throws {
        let folder = try folder()
        chmod(folder.file("todos.jsonl"), 0)
        let run = try TodosRun.run(["replay", "todos.jsonl"], in: folder)
        #expect(run.errors == "todos: todos.jsonl: cannot open: Permission denied\n")
        #expect(run.status == 1)
    }

    @Test(arguments: [
        ([], "'replay' needs an action log: todos replay LOG"),
        (["a.jsonl", "b.jsonl"], "'replay' takes one log, not also 'b.jsonl'; scripts/replay replays several"),
        (["a.jsonl", "--untill", "3"], "unknown option '--untill'; did you mean '--until'?"),
        (["a.jsonl", "--print"], "unknown option '--print'; did you mean '--print-state'?"),
        (["a.jsonl", "-x"], "unknown option '-x'"),
        (["a.jsonl", "--until"], "'--until' needs an action number: todos replay LOG --until N"),
        (["a.jsonl", "--until", "--debug"], "'--until' needs an action number: todos replay LOG --until N"),
        (["a.jsonl", "--until="], "'--until' needs an action number: todos replay LOG --until N"),
        (["a.jsonl", "--until", "-1"], "'--until' takes an action number from 0, not '-1'"),
        (["a.jsonl", "--until", "three"], "'--until' takes an action number from 0, not 'three'"),
        (["a.jsonl", "--until", "1", "--until", "2"], "'--until' is given twice; keep one"),
        (["a.jsonl", "--print-state"], "'--print-state' needs json or text: todos replay LOG --print-state json|text"),
        (["a.jsonl", "--print-state", "yaml"], "'--print-state' takes json or text, not 'yaml'"),
        (["a.jsonl", "--expect-state"], "'--expect-state' needs a file: todos replay LOG --expect-state FILE"),
        (["a.jsonl", "--html"], "'--html' needs a file: todos replay LOG --html FILE"),
        (["a.jsonl", "--html", "--debug"], "'--html' needs a file: todos replay LOG --html FILE"),
        (["a.jsonl", "--htm", "x"], "unknown option '--htm'; did you mean '--html'?"),
        (["a.jsonl", "--debug=yes"], "'--debug' takes no value, not 'yes'"),
        (["a.jsonl", "--debug", "--debug"], "'--debug' is given twice; keep one"),
    ])
    func usageErrorsExitWith2AndShowReplaysUsage(arguments: [String], message: String) throws {
        let folder = try folder()
        let run = try TodosRun.run(["replay"] + arguments, in: folder)
        #expect(run.errors == "todos: \(message)\n" + Self.usage)
        #expect(run.output.isEmpty)
        #expect(run.status == 2)
    }

    @Test func helpAfterReplayPrintsTheUsage() throws {
        let folder = try folder()
        let run = try TodosRun.run(["replay", "--help"], in: folder)
        #expect(run.output.contains("todos replay LOG [--until N]"))
        #expect(run.status == 0)
    }

    @Test func aLogWithUndoneActionsReplaysToItsPosition() throws {
        let folder = try folder(log: Self.log + #"{"position":3}"# + "\n" + #"{"position":2}"# + "\n")
        let run = try TodosRun.run(["replay", "todos.jsonl"], in: folder)
        #expect(run.output == "replayed 2 actions from todos.jsonl (2 more undone); 2 todos: 2 active, 0 done\n")
        let redone = try TodosRun.run(["replay", "todos.jsonl", "--until", "4", "--print-state", "json"], in: folder)
        #expect(redone.output == Self.state + "\n")
    }

    @Test func importsNamedRelativelyAreReadFromTheLogsFolder() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("logs"), withIntermediateDirectories: true)
        try folder.write("logs/groceries.txt", "Bread\n- [x] Eggs\n")
        // A version 1 log holds no effects: its replay reads the file again, and says so.
        try folder.write(
            "logs/import.jsonl",
            #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
                + #"{"seq":1,"action":"importFile","args":["groceries.txt"]}"# + "\n")
        let run = try TodosRun.run(["replay", "logs/import.jsonl", "--print-state", "text"], in: folder)
        #expect(run.output == "  1 [ ] Bread\n  2 [x] Eggs\n2 todos: 1 active, 1 done\n")
        #expect(
            run.errors
                == "warning: logs/import.jsonl is in log format version 1, which does not hold what effects did: "
                + "action 1 ran their effects again (an import read its file as it is now); "
                + "open the log in todos once to upgrade it\n")
    }

    @Test func replayReadsALogThatARunningTodosHolds() throws {
        let folder = try folder()
        let environment = TodosRun.environment(folder: folder, changes: [:])
        let repl = try Spawn.start(
            TodosBinary.path, ["--file", "todos.jsonl"], environment: environment, directory: folder.path, input: nil,
            pipingOutput: true)
        // It answers a command only after it took the log's lock, at start-up.
        try repl.input?.write(contentsOf: Data("list\n".utf8))
        try #require(repl.output?.waitForLines(1) == true)
        try TodosRun.expectRefused(file: "todos.jsonl", heldBy: repl.pid, in: folder)
        let run = try TodosRun.run(["replay", "todos.jsonl", "--print-state", "json"], in: folder)
        #expect(run.output == Self.state + "\n")
        #expect(run.status == 0)
        try repl.input?.close()
        #expect(Spawn.wait(repl.pid) == 0)
    }
}
