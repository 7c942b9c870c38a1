import Foundation
import Testing

/// Every bad input: the exact error, the exit status, and a log left byte for byte as it was.
@Suite struct BadInputTests {
    /// A log with one todo, `1 Buy milk`, not done.
    static let seeded = ActionLogText.log([("add", #"["Buy milk"]"#)])

    @Test(arguments: [
        ("ad Call Ann", "unknown command 'ad'; did you mean 'add'? (':help' lists commands)"),
        ("lsit", "unknown command 'lsit'; did you mean 'list'? (':help' lists commands)"),
        ("exit", "unknown command 'exit'; did you mean ':quit'? (':help' lists commands)"),
        ("xyzzy", "unknown command 'xyzzy'; ':help' lists commands"),
        ("add", "'add' needs a title; type 'add <title>'"),
        ("add   ", "'add' needs a title; type 'add <title>'"),
        (
            "add " + String(repeating: "x", count: 201),
            "the title has 201 characters; at most 200 are allowed; type a shorter title"
        ),
        ("add a\u{1B}[2Jb", "the title holds a control character (U+001B); type the title without it"),
        ("add a\u{0}b", "the title holds a control character (U+0000); type the title without it"),
        ("edit 1 a\tb", "the title holds a control character (U+0009); type the title without it"),
        (
            "add \u{200B}\u{2060}",
            "the title shows nothing: it holds only invisible characters (U+200B); type a title that shows"
        ),
        (
            "add a" + String(repeating: "\u{301}", count: 100_000),
            "the title takes 200001 bytes; at most 1000 are allowed (combining marks count too); type a shorter title"
        ),
        ("done", "'done' needs an id; type 'done <id>' ('list' shows the ids)"),
        ("done x", "'x' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'done <id>'"),
        ("done 0", "'0' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'done <id>'"),
        ("done 1 2", "'done' takes one id, not '1 2'; type 'done <id>'"),
        ("done 9", "no todo has id 9; 'list' shows the ids"),
        ("toggle", "'toggle' needs an id; type 'toggle <id>' ('list' shows the ids)"),
        ("toggle 9", "no todo has id 9; 'list' shows the ids"),
        ("edit", "'edit' needs an id and a title; type 'edit <id> <title>' ('list' shows the ids)"),
        ("edit 1", "'edit' needs a title after the id; type 'edit 1 <title>'"),
        ("edit 1   ", "'edit' needs a title after the id; type 'edit 1 <title>'"),
        (
            "edit one Oat milk",
            "'one' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'edit <id> <title>'"
        ),
        ("edit 9 Oat milk", "no todo has id 9; 'list' shows the ids"),
        ("rm", "'rm' needs an id; type 'rm <id>' ('list' shows the ids)"),
        ("rm 9", "no todo has id 9; 'list' shows the ids"),
        ("rm -1", "'-1' is not an id; ids are whole numbers from 1, as 'list' shows them; type 'rm <id>'"),
        ("list later", "'list' takes active or done, not 'later'; type 'list [active|done]'"),
        ("clear all", "'clear' takes no arguments, not 'all'; type 'clear'"),
        ("import", "'import' needs a file; type 'import <file>'"),
        (
            "import missing.txt",
            "cannot read missing.txt: no such file; 'import <file>' takes a text file with one title per line"
        ),
        (
            "import long.txt",
            "cannot read long.txt: line 2: the title has 201 characters; at most 200 are allowed; 'import <file>' takes a text file with one title per line"
        ),
        (
            "import escape.txt",
            "cannot read escape.txt: line 2: the title holds a control character (U+009B); 'import <file>' takes a text file with one title per line"
        ),
        (
            "import /dev/zero",
            "cannot read /dev/zero: not a regular file (a device or a pipe); 'import <file>' takes a text file with one title per line"
        ),
        (
            "import pipe",
            "cannot read pipe: not a regular file (a device or a pipe); 'import <file>' takes a text file with one title per line"
        ),
        (":state now", "':state' takes no arguments, not 'now'; type ':state'"),
        (":debug loud", "':debug' takes on, off or actions, not 'loud'; type ':debug on|off|actions'"),
        (":help nope", "no command is called 'nope'; ':help' lists commands"),
        (":quit now", "':quit' takes no arguments, not 'now'; type ':quit'"),
    ])
    func badInput(line: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", Self.seeded)
        try folder.write("long.txt", "Fine\n" + String(repeating: "y", count: 201) + "\n")
        mkfifo(folder.file("pipe"), 0o600)  // nothing writes to it
        try folder.write("escape.txt", "Fine\nClear \u{9B}2J the screen\n")
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: line + "\n", in: folder)
        #expect(run.errors == "error: line 1: \(message)\n")
        #expect(run.output.isEmpty)
        #expect(run.status == 1)
        #expect(folder.read("todos.jsonl") == Self.seeded)
    }

    @Test func aByteOrderMarkBeforeAScriptIsNotPartOfItsFirstCommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", Self.seeded)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "\u{FEFF}add Call Ann\n", in: folder)
        #expect(run.output == "added 2: Call Ann\n")
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
    }

    static let tooLong = "error: line 2: the line takes more than 1 MiB, more than any command; it is skipped\n"

    /// A line longer than any command (a file piped by mistake) is refused at its line and
    /// skipped to its end, not read into memory whole; the lines after it run.
    @Test(arguments: ["\nadd Call Ann\n", ""])
    func aLineOverOneMiBIsSkipped(after: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", Self.seeded)
        let long = "add " + String(repeating: "x", count: 1 << 20)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "done 1\n" + long + after, in: folder)
        let added = after.isEmpty ? "" : "added 2: Call Ann\n"
        #expect(run.output == "completed 1: Buy milk\n" + added)
        #expect(run.errors == Self.tooLong)
        #expect(run.status == 1)
        let adds = after.isEmpty ? "" : #"{"seq":3,"action":"add","args":["Call Ann"]}"# + "\n"
        #expect(folder.read("todos.jsonl") == Self.seeded + #"{"seq":2,"action":"toggle","args":[1]}"# + "\n" + adds)
    }

    /// `/dev/zero`, a line that never ends, is refused once its first MiB is read (it used to be
    /// read into memory until the machine ran out).
    @Test func aScriptWithNoLineBreakIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        let child = try Spawn.start(
            "/bin/sh", ["-c", "exec '\(TodosBinary.path)' --memory </dev/zero 2>&1"],
            environment: TodosRun.environment(folder: folder, changes: [:]), directory: folder.path,
            pipingOutput: true)
        let output = try #require(child.output)
        #expect(output.waitForLines(1))
        kill(child.pid, SIGKILL)
        #expect(Spawn.wait(child.pid) == 128 + SIGKILL, "todos goes on skipping the line until it ends")
        #expect(output.readToEnd() == Self.tooLong.replacingOccurrences(of: "line 2", with: "line 1"))
    }

    /// Standard input that cannot be read is said, and fails, instead of being taken for an empty
    /// script (it used to exit 0, saying nothing).
    @Test func standardInputThatCannotBeReadFails() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", Self.seeded)
        let status = try Spawn.run(
            "/bin/sh", ["-c", "'\(TodosBinary.path)' --file todos.jsonl <data >out.txt 2>err.txt"],
            environment: TodosRun.environment(folder: folder, changes: [:]), directory: folder.path)
        #expect(folder.read("err.txt") == "todos: cannot read standard input: Is a directory\n")
        #expect(folder.read("out.txt") == "")
        #expect(status == 1)
        #expect(folder.read("todos.jsonl") == Self.seeded)
    }

    @Test func aFailedLineDoesNotStopTheScript() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", Self.seeded)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "rm 9\ndone 1\n", in: folder)
        #expect(run.output == "completed 1: Buy milk\n")
        #expect(run.errors == "error: line 1: no todo has id 9; 'list' shows the ids\n")
        #expect(run.status == 1)
        #expect(folder.read("todos.jsonl") == Self.seeded + #"{"seq":2,"action":"toggle","args":[1]}"# + "\n")
    }

    @Test func commandsThatChangeNothingAreNotLogged() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", ActionLogText.log([("add", #"["Buy milk"]"#), ("toggle", "[1]")]))
        let before = folder.read("todos.jsonl")
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "done 1\nlist\n:state\n:help add\n", in: folder)
        #expect(run.output.hasPrefix("1 is already done: Buy milk ('toggle 1' marks it not done)\n"))
        #expect(run.status == 0)
        #expect(folder.read("todos.jsonl") == before)
        let cleared = try TodosRun.run(["--file", "todos.jsonl"], input: "toggle 1\nclear\n", in: folder)
        #expect(cleared.output == "reopened 1: Buy milk\nnothing to clear: no todo is done\n")
    }

    /// A hand-written log whose `replaceAll` sets the next id to one below `Int.max`, then adds
    /// twice: the second add has no id left and adds nothing, and an add typed then is refused.
    /// The second add used to count past `Int.max` and stop `todos` at every start-up and replay
    /// (Swift's arithmetic overflow trap, status 132).
    @Test func aHandWrittenLogThatLeavesNoIDIsReplayedAndAnAddIsRefused() throws {
        let folder = try TemporaryFolder()
        let last = Int.max - 1
        let log = ActionLogText.log([
            ("replaceAll", #"[{"nextID":\#(last),"todos":[]}]"#), ("add", #"["Last"]"#), ("add", #"["Past"]"#),
        ])
        try folder.write("todos.jsonl", log)
        let replay = try TodosRun.run(["replay", "todos.jsonl", "--print-state", "json"], in: folder)
        #expect(replay.output == #"{"todos":[{"id":\#(last),"isCompleted":false,"title":"Last"}]}"# + "\n")
        #expect(replay.status == 0)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add More\nlist\n", in: folder)
        #expect(
            run.errors
                == "error: line 1: no id is left for a new todo: the next one would be past \(Int.max); "
                + "start a new list with --file PATH\n")
        #expect(run.output == "\(last) [ ] Last\n1 todo: 1 active, 0 done\n")
        #expect(run.status == 1)
        #expect(folder.read("todos.jsonl") == log)
    }

    /// A hand-written log whose `replaceAll` leaves one id, below a todo's `Int.max`: an import of
    /// two lines, the second done, adds the first and stops there, and a second import is refused.
    /// The import used to go on with no id left: its add added nothing and its toggle marked the
    /// todo whose id is `Int.max` done; the second import added nothing, saying it imported 0.
    @Test func anImportWithNoIDLeftStopsAndLeavesTheTodoWithTheLastIDAlone() throws {
        let folder = try TemporaryFolder()
        let last = Int.max - 1
        let top = #"{"id":\#(Int.max),"isCompleted":false,"title":"Top"}"#
        let log = ActionLogText.log([("replaceAll", #"[{"nextID":\#(last),"todos":[\#(top)]}]"#)])
        try folder.write("todos.jsonl", log)
        try folder.write("in.md", "first\n- [x] second\n")
        try folder.write("more.md", "third\n")
        let run = try TodosRun.run(
            ["--file", "todos.jsonl"], input: "import in.md\nimport more.md\nlist\n", in: folder)
        #expect(
            run.errors
                == "error: line 2: no id is left for a new todo: the next one would be past \(Int.max); "
                + "start a new list with --file PATH\n")
        #expect(
            run.output
                == "imported 1 todo from in.md\n\(Int.max) [ ] Top\n\(last) [ ] first\n"
                + "2 todos: 2 active, 0 done\n")
        #expect(run.status == 1)
    }

    /// A hand-written log whose `replaceAll` gives a todo a negative id, wider than the largest:
    /// `list` and `todos replay --print-state text` align the ids to the widest. Both used to stop
    /// `todos` (`String(repeating:count:)` given a negative count, status 132).
    @Test func aHandWrittenLogWithANegativeIdIsListed() throws {
        let folder = try TemporaryFolder()
        let todos = #"[{"id":-1000,"isCompleted":false,"title":"Below"},{"id":5,"isCompleted":true,"title":"Five"}]"#
        try folder.write("todos.jsonl", ActionLogText.log([("replaceAll", #"[{"nextID":6,"todos":\#(todos)}]"#)]))
        let list = "-1000 [ ] Below\n    5 [x] Five\n2 todos: 1 active, 1 done\n"
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "list\n", in: folder)
        #expect(run.output == list)
        #expect(run.status == 0)
        let replay = try TodosRun.run(["replay", "todos.jsonl", "--print-state", "text"], in: folder)
        #expect(replay.output.hasSuffix(list))
        #expect(replay.status == 0)
    }
}
