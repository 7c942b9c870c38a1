import Foundation
import Testing

@testable import todos

/// The action log: where it is, what it holds, and how `todos` survives a crash, a damaged log
/// and a second `todos` on the same file.
// A child that never answers blocks its wait: the time limit fails the test instead of hanging.
@Suite(.timeLimit(.minutes(5))) struct PersistenceTests {
    @Test func todosSurviveARestartAndIdsAreNeverReused() throws {
        let folder = try TemporaryFolder()
        let first = try TodosRun.run(
            ["--file", "todos.jsonl"],
            input: "add Buy milk\nadd Call Ann\ndone 1\nrm 2\n",
            in: folder
        )
        #expect(first.status == 0)
        #expect(
            folder.read("todos.jsonl")
                == ActionLogText.log([
                    ("add", #"["Buy milk"]"#), ("add", #"["Call Ann"]"#), ("toggle", "[1]"), ("remove", "[2]"),
                ])
        )
        let second = try TodosRun.run(["--file", "todos.jsonl"], input: "add Book the train\nlist\n", in: folder)
        #expect(
            second.output
                == "added 3: Book the train\n  1 [x] Buy milk\n  3 [ ] Book the train\n2 todos: 1 active, 1 done\n")
        #expect(second.errors.isEmpty)
        #expect(
            folder.read("todos.jsonl")?.hasSuffix(#"{"seq":5,"action":"add","args":["Book the train"]}"# + "\n") == true
        )
        #expect(
            folder.list().filter { !$0.hasPrefix(".run-") }
                == ["home", "data", "todos.jsonl", "todos.jsonl.snapshot"].sorted())
    }

    @Test func everyKindOfActionIsReplayed() throws {
        let folder = try TemporaryFolder()
        try folder.write("groceries.txt", "Bread\n- [x] Eggs\n")
        let script =
            "add A\nadd B\nadd C\ndone 1\ntoggle 2\ntoggle 2\nedit 3 C2\nrm 2\nclear\nimport groceries.txt\n:state\n"
        let first = try TodosRun.run(["--file", "todos.jsonl"], input: script, in: folder)
        let state = try #require(first.output.split(separator: "\n").last.map(String.init))
        #expect(
            state
                == #"{"todos":[{"id":3,"isCompleted":false,"title":"C2"},{"id":4,"isCompleted":false,"title":"Bread"},{"id":5,"isCompleted":true,"title":"Eggs"}]}"#
        )
        let log = try #require(folder.read("todos.jsonl"))
        #expect(log.contains(#"{"seq":9,"action":"clearCompleted","args":[]}"#))
        #expect(log.contains(#""action":"importFile","args":[""#))
        let second = try TodosRun.run(["--file", "todos.jsonl"], input: ":state\n", in: folder)
        #expect(second.output == state + "\n")
    }

    @Test func theDefaultLogIsUnderXDGDataHome() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run([], input: "add A\n", in: folder)
        #expect(run.status == 0)
        #expect(folder.read("data/onward/todos.jsonl") == ActionLogText.log([("add", #"["A"]"#)]))
        #expect(folder.list("home").isEmpty)
    }

    @Test(arguments: [nil, "relative/data"])
    func theDefaultLogFallsBackToTheHomeFolder(dataHome: String?) throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run([], input: "add A\n", in: folder, environment: ["XDG_DATA_HOME": dataHome])
        #expect(run.status == 0)
        #expect(folder.read("home/.local/share/onward/todos.jsonl") == ActionLogText.log([("add", #"["A"]"#)]))
        #expect(folder.list("data").isEmpty)
    }

    /// A relative `HOME` is ignored, as an unset one is: `~/` and the default log's folder are
    /// under the user's home from the system (they used to be under the working folder).
    @Test func aRelativeHomeIsIgnoredAsAnUnsetOneIs() throws {
        let folder = try TemporaryFolder()
        let name = "missing-\(UUID().uuidString)"
        let home = String(cString: try #require(getpwuid(getuid())?.pointee.pw_dir))
        for variable in ["home", nil] {
            let run = try TodosRun.run(
                ["--file", "~/\(name)/todos.jsonl"], input: "add A\n", in: folder, environment: ["HOME": variable])
            #expect(
                run.errors == "todos: cannot keep todos in \(home)/\(name)/todos.jsonl: there is no folder "
                    + "\(home)/\(name); create it or use another --file PATH\n")
            #expect(run.status == 1)
        }
        #expect(folder.list("home").isEmpty)
        // The default log is not tried through the binary, which would write in the user's home.
        #expect(LogLocation.dataFolder(environment: ["HOME": "home"]) == LogLocation.dataFolder(environment: [:]))
        #expect(LogLocation.dataFolder(environment: ["HOME": "home"]).hasPrefix("/"))
    }

    @Test func memoryKeepsNothing() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--memory"], input: "add A\nlist\n", in: folder)
        #expect(run.output == "added 1: A\n  1 [ ] A\n1 todo: 1 active, 0 done\n")
        #expect(folder.list("data").isEmpty && folder.list("home").isEmpty)
        #expect(folder.list().filter { !$0.hasPrefix(".run-") } == ["data", "home"])
    }

    @Test func aTornFinalLineIsReportedSetAsideAndEveryCompleteLineKept() throws {
        let folder = try TemporaryFolder()
        let complete = ActionLogText.log([("add", #"["Buy milk"]"#), ("toggle", "[1]")])
        let torn = complete + #"{"seq":3,"action":"add","args":["Call A"#
        try folder.write("todos.jsonl", torn)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "list\n", in: folder)
        #expect(run.status == 0)
        #expect(run.output == "  1 [x] Buy milk\n1 todo: 0 active, 1 done\n")
        let backups = folder.list().filter { $0.hasPrefix("todos.jsonl.torn-") }
        try #require(backups.count == 1)
        let backup = folder.file(backups[0])
        #expect(
            run.errors == """
                warning: \(folder.file("todos.jsonl")):4: torn final line (no trailing newline): the log ends \
                mid-line, as a crash while writing leaves it; 2 actions were replayed
                warning: kept the 2 complete actions; the file as it was is in \(backup)

                """
        )
        #expect(folder.read(backups[0]) == torn)
        #expect(folder.read("todos.jsonl") == complete)
        #expect(!folder.list().contains("todos.jsonl.new"))

        let after = try TodosRun.run(["--file", "todos.jsonl"], input: "add Call Ann\n", in: folder)
        #expect(after.errors.isEmpty)
        #expect(after.output == "added 2: Call Ann\n")
        #expect(folder.read("todos.jsonl") == complete + #"{"seq":3,"action":"add","args":["Call Ann"]}"# + "\n")
    }

    /// Zero bytes where the last lines were, as a file system may leave a file after a power cut:
    /// a torn line, cut off after the file as it was is kept (such a log used to be refused).
    @Test func zeroBytesAtTheEndAfterAPowerCutAreATornLine() throws {
        let folder = try TemporaryFolder()
        let complete = ActionLogText.log([("add", #"["Buy milk"]"#)])
        let zeroed = complete + String(repeating: "\u{0}", count: 100)
        try folder.write("todos.jsonl", zeroed)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "list\n", in: folder)
        #expect(run.status == 0)
        #expect(run.output == "  1 [ ] Buy milk\n1 todo: 1 active, 0 done\n")
        let backups = folder.list().filter { $0.hasPrefix("todos.jsonl.torn-") }
        try #require(backups.count == 1)
        #expect(
            run.errors == """
                warning: \(folder.file("todos.jsonl")):3: torn final line (no trailing newline): the log ends \
                mid-line, as a crash while writing leaves it; 1 action was replayed
                warning: kept the 1 complete action; the file as it was is in \(folder.file(backups[0]))

                """
        )
        #expect(folder.read(backups[0]) == zeroed)
        #expect(folder.read("todos.jsonl") == complete)
    }

    /// Damaged logs, each with the line a reader stops at. (A log from a newer `todos`, refused with
    /// another hint, is in `StorageFailureTests`.)
    static let damagedLogs: [(log: String, line: Int)] = [
        (ActionLogText.header + "{\"seq\":1,\n", 2),
        ("not a log\n", 1),
        (#"{"format":"onward-action-log","version":2,"store":"Counter"}"# + "\n", 1),
        (ActionLogText.log([("add", #"["A"]"#), ("frobnicate", "[]")]), 3),
        (ActionLogText.log([("add", "[42]")]), 2),
        (ActionLogText.log([("toggle", "[1, 2]")]), 2),
        (ActionLogText.header + #"{"seq":2,"action":"add","args":["A"]}"# + "\n", 2),
        // Text with no line break at its end that no log's writer could have begun: not a torn line
        // to cut off (a one-line text file used to be made a log, its text kept only in a copy).
        ("Buy milk", 1),
        (ActionLogText.log([("add", #"["A"]"#)]) + "notes", 3),
    ]

    @Test(arguments: damagedLogs)
    func aDamagedLogIsRefusedAndLeftAsItIs(log: String, line: Int) throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", log)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add A\n", in: folder)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("todos: \(folder.file("todos.jsonl")):\(line): "))
        #expect(run.errors.hasSuffix("; the log was left as it is: fix or move it, or use --file PATH\n"))
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(folder.read("todos.jsonl") == log)
        #expect(folder.list().filter { !$0.hasPrefix(".run-") } == ["data", "home", "todos.jsonl"])
    }

    @Test func emptyLinesAtTheEndOfALogEndItAndTheNextActionFollowsItsLastLine() throws {
        let folder = try TemporaryFolder()
        let log = ActionLogText.log([("add", #"["A"]"#)])
        try folder.write("edited.jsonl", log + "\n\r\n")  // as an editor may leave it
        let replay = try TodosRun.run(["replay", "edited.jsonl"], in: folder)
        #expect(replay.output == "replayed 1 action from edited.jsonl; 1 todo: 1 active, 0 done\n")
        #expect(replay.status == 0)
        let run = try TodosRun.run(["--file", "edited.jsonl"], input: "add B\n", in: folder)
        #expect(run.output == "added 2: B\n")
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
        #expect(folder.read("edited.jsonl") == ActionLogText.log([("add", #"["A"]"#), ("add", #"["B"]"#)]))
    }

    @Test func emptyLinesAfterAnUndoKeepTheActionUndone() throws {
        let folder = try TemporaryFolder()
        #expect(try TodosRun.run(["--file", "u.jsonl"], input: "add a\nadd b\n:undo\n", in: folder).status == 0)
        let handle = try #require(FileHandle(forWritingAtPath: folder.file("u.jsonl")))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\n".utf8))
        try handle.close()
        try FileManager.default.removeItem(atPath: folder.file("u.jsonl.snapshot"))
        let replay = try TodosRun.run(["replay", "u.jsonl"], in: folder)
        #expect(replay.output.hasSuffix("; 1 todo: 1 active, 0 done\n"))
        let run = try TodosRun.run(["--file", "u.jsonl"], input: "list\nadd c\n", in: folder)
        #expect(
            run.output
                == "  1 [ ] a\n1 todo: 1 active, 0 done\nadded 2: c\ndropped undone action 2; the new action is 2\n")
        #expect(folder.read("u.jsonl") == ActionLogText.log([("add", #"["a"]"#), ("add", #"["c"]"#)]))
    }

    @Test func aSecondTodosOnTheSameLogRefuses() throws {
        let folder = try TemporaryFolder()
        let first = try TodosRun.startHolding(["--file", "todos.jsonl"], answering: "list\n", lines: 1, in: folder)
        try TodosRun.expectRefused(file: "todos.jsonl", heldBy: first.pid, in: folder)
        try first.input?.write(contentsOf: Data("add A\n".utf8))
        try first.input?.close()
        #expect(Spawn.wait(first.pid) == 0)
        #expect(folder.read("todos.jsonl") == ActionLogText.log([("add", #"["A"]"#)]))
        let third = try TodosRun.run(["--file", "todos.jsonl"], input: "list\n", in: folder)
        #expect(third.status == 0)
    }

    @Test(arguments: [true, false])
    func aDefaultLogThatIsASymbolicLinkIsLockedAndWrittenThroughIt(targetExists: Bool) throws {
        let folder = try TemporaryFolder()
        if targetExists {
            #expect(try TodosRun.run(["--file", "real.jsonl"], input: "add A\n", in: folder).status == 0)
        }
        try FileManager.default.createDirectory(atPath: folder.file("data/onward"), withIntermediateDirectories: true)
        // A relative link, as `ln -s ../../real.jsonl` makes.
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("data/onward/todos.jsonl"), withDestinationPath: "../../real.jsonl")
        let first = try TodosRun.startHolding([], answering: "list\n", lines: targetExists ? 2 : 1, in: folder)
        try TodosRun.expectRefused(file: "real.jsonl", heldBy: first.pid, in: folder)
        try first.input?.write(contentsOf: Data("add C\n".utf8))
        try first.input?.close()
        #expect(Spawn.wait(first.pid) == 0)
        let actions = (targetExists ? [("add", #"["A"]"#)] : []) + [("add", #"["C"]"#)]
        #expect(folder.read("real.jsonl") == ActionLogText.log(actions))
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("data/onward/todos.jsonl"))
        #expect(link == "../../real.jsonl")
    }

    @Test func aLogInAFolderThatDoesNotExistIsRefused() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--file", "nowhere/todos.jsonl"], input: "add A\n", in: folder)
        #expect(
            run.errors
                == "todos: cannot keep todos in \(folder.file("nowhere/todos.jsonl")): there is no folder "
                + "\(folder.file("nowhere")); create it or use another --file PATH\n"
        )
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.file("nowhere")))
    }

    @Test func aFolderIsNotALog() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--file", "home"], input: "add A\n", in: folder)
        #expect(
            run.errors
                == "todos: cannot use \(folder.file("home")): it is a folder; use another --file PATH, or --memory\n")
        #expect(run.status == 1)
    }

    @Test func aDeviceIsNotALog() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--file", "/dev/null"], input: "add A\n", in: folder)
        #expect(
            run.errors
                == "todos: cannot use /dev/null: it is not a regular file (a device or a pipe); "
                + "use another --file PATH, or --memory\n")
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.lock"))
    }
}
