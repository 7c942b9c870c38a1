import Foundation
import Testing

/// `:undo`, `:redo`, `:jump` and `:log`: time travel by replaying the log, across restarts.
// A child that never answers blocks its wait: the time limit fails the test instead of hanging.
@Suite(.timeLimit(.minutes(5))) struct TimeTravelTests {
    @Test func undoRedoAndJumpReplayTheLog() throws {
        let folder = try TemporaryFolder()
        let script = """
            add Buy milk
            add Call Ann
            done 1
            :undo
            :undo
            list
            :redo
            list
            :jump 0
            list
            :jump 3
            :state

            """
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: script, in: folder)
        #expect(
            run.output == """
                added 1: Buy milk
                added 2: Call Ann
                completed 1: Buy milk
                undid 3: toggle 1
                undid 2: add Call Ann
                  1 [ ] Buy milk
                1 todo: 1 active, 0 done
                redid 2: add Call Ann
                  1 [ ] Buy milk
                  2 [ ] Call Ann
                2 todos: 2 active, 0 done
                at action 0 of 3; 3 undone (':redo' redoes them, a new action drops them)
                no todos yet; 'add <title>' adds one
                at action 3 of 3
                {"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Call Ann"}]}

                """
        )
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
        #expect(
            folder.read("todos.jsonl")
                == ActionLogText.log([("add", #"["Buy milk"]"#), ("add", #"["Call Ann"]"#), ("toggle", "[1]")])
                + "{\"position\":2}\n{\"position\":1}\n{\"position\":2}\n{\"position\":0}\n{\"position\":3}\n"
        )
    }

    @Test func undoAfterARestartUndoesActionsOfEarlierSessions() throws {
        let folder = try TemporaryFolder()
        _ = try TodosRun.run(["--file", "todos.jsonl"], input: "add A\nadd B\n", in: folder)
        let second = try TodosRun.run(["--file", "todos.jsonl"], input: ":undo\nlist\n", in: folder)
        #expect(second.output == "undid 2: add B\n  1 [ ] A\n1 todo: 1 active, 0 done\n")
        let third = try TodosRun.run(["--file", "todos.jsonl"], input: "list\n:undo\n:redo\n:redo\nlist\n", in: folder)
        #expect(
            third.output == """
                  1 [ ] A
                1 todo: 1 active, 0 done
                undid 1: add A
                redid 1: add A
                redid 2: add B
                  1 [ ] A
                  2 [ ] B
                2 todos: 2 active, 0 done

                """
        )
        #expect(third.errors.isEmpty)
    }

    @Test func redoWorksAfterARestart() throws {
        let folder = try TemporaryFolder()
        _ = try TodosRun.run(["--file", "todos.jsonl"], input: "add A\nadd B\nadd C\n:jump 1\n", in: folder)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: ":log\n:redo\n:state\n", in: folder)
        #expect(
            run.output == """
                  1 add A
                --- now at 1 of 3: the actions below are undone
                  2 add B
                  3 add C
                redid 2: add B
                {"todos":[{"id":1,"isCompleted":false,"title":"A"},{"id":2,"isCompleted":false,"title":"B"}]}

                """
        )
    }

    @Test func aNewActionAfterAJumpDropsTheUndoneActions() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(
            ["--file", "todos.jsonl"], input: "add A\nadd B\nadd C\n:jump 1\nadd D\n:log\n:redo\n", in: folder)
        #expect(
            run.output == """
                added 1: A
                added 2: B
                added 3: C
                at action 1 of 3; 2 undone (':redo' redoes them, a new action drops them)
                added 2: D
                dropped undone actions 2-3; the new action is 2
                  1 add A
                  2 add D
                nothing to redo

                """
        )
        #expect(folder.read("todos.jsonl") == ActionLogText.log([("add", #"["A"]"#), ("add", #"["D"]"#)]))
        let after = try TodosRun.run(["--file", "todos.jsonl"], input: "add E\n:undo\n", in: folder)
        #expect(after.output == "added 3: E\nundid 3: add E\n")
    }

    @Test func oneDroppedActionIsNamed() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--memory"], input: "add A\nadd B\n:undo\nadd C\n", in: folder)
        #expect(run.output.hasSuffix("undid 2: add B\nadded 2: C\ndropped undone action 2; the new action is 2\n"))
    }

    @Test func aRefusedCommandDropsNothing() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--memory"], input: "add A\n:undo\nadd   \ndone 7\n:redo\n", in: folder)
        #expect(run.output == "added 1: A\nundid 1: add A\nredid 1: add A\n")
        #expect(run.status == 1)
    }

    @Test func logNumbersTheActionsAsCommandsAndMarksThePosition() throws {
        let folder = try TemporaryFolder()
        try folder.write("groceries.txt", "Bread\n")
        let script = "add Buy milk\nadd Call \"Ann\"\ndone 1\nedit 2 Call Bob\nrm 2\nclear\nimport groceries.txt\n"
        let run = try TodosRun.run(
            ["--file", "todos.jsonl"], input: script + ":log\n:jump 2\n:log\n:jump 6\n:log\n", in: folder)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.dropFirst(7)) == [
                "  1 add Buy milk",
                "  2 add Call \"Ann\"",
                "  3 toggle 1",
                "  4 edit 2 Call Bob",
                "  5 rm 2",
                "  6 clear",
                "  7 import \(folder.file("groceries.txt"))",
                "at action 2 of 7; 5 undone (':redo' redoes them, a new action drops them)",
                "  1 add Buy milk",
                "  2 add Call \"Ann\"",
                "--- now at 2 of 7: the actions below are undone",
                "  3 toggle 1",
                "  4 edit 2 Call Bob",
                "  5 rm 2",
                "  6 clear",
                "  7 import \(folder.file("groceries.txt"))",
                "at action 6 of 7; 1 undone (':redo' redoes it, a new action drops it)",
                "  1 add Buy milk",
                "  2 add Call \"Ann\"",
                "  3 toggle 1",
                "  4 edit 2 Call Bob",
                "  5 rm 2",
                "  6 clear",
                "--- now at 6 of 7: the action below is undone",
                "  7 import \(folder.file("groceries.txt"))",
                "",
            ])
    }

    @Test func nothingToUndoOrRedoIsSaid() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(
            ["--memory"], input: ":undo\n:redo\n:log\nadd A\n:undo\n:undo\n:jump 0\n", in: folder)
        #expect(
            run.output == """
                nothing to undo: the log is empty
                nothing to redo
                no actions yet; each change is logged, numbered from 1
                added 1: A
                undid 1: add A
                nothing to undo: at the start
                at action 0 of 1; 1 undone (':redo' redoes it, a new action drops it)

                """
        )
        #expect(run.status == 0)
    }

    @Test(arguments: [
        (":jump 3", "there is no action 3: the log has 2 actions; type ':jump 0' to ':jump 2' (':log' lists them)"),
        (":jump", "':jump' needs an action number (':log' shows them); type ':jump <n>'"),
        (":jump two", "'two' is not an action number; ':log' numbers the actions, 0 is the start; type ':jump <n>'"),
        (":jump -1", "'-1' is not an action number; ':log' numbers the actions, 0 is the start; type ':jump <n>'"),
        (":jump 1 2", "'1 2' is not an action number; ':log' numbers the actions, 0 is the start; type ':jump <n>'"),
        (":undo 2", "':undo' takes no arguments, not '2'; type ':undo'"),
        (":log all", "':log' takes no arguments, not 'all'; type ':log'"),
        ("undo", "unknown command 'undo'; did you mean ':undo'? (':help' lists commands)"),
        ("history", "unknown command 'history'; did you mean ':log'? (':help' lists commands)"),
    ])
    func mistakesAreReported(line: String, message: String) throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--memory"], input: "add A\nadd B\n\(line)\nlist\n", in: folder)
        #expect(run.errors == "error: line 3: \(message)\n")
        #expect(run.output.hasSuffix("2 todos: 2 active, 0 done\n"))
        #expect(run.status == 1)
    }

    @Test func aReplayOfTheLogAgreesWithTheREPLAfterAnUndo() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(
            ["--file", "todos.jsonl"], input: "add A\nadd B\ndone 2\n:undo\n:state\n", in: folder)
        let state = try #require(run.output.split(separator: "\n").last.map(String.init))
        let replay = try TodosRun.run(["replay", "todos.jsonl", "--print-state", "json"], in: folder)
        #expect(replay.output == state + "\n")
        #expect(
            state == #"{"todos":[{"id":1,"isCompleted":false,"title":"A"},{"id":2,"isCompleted":false,"title":"B"}]}"#)
    }

    @Test func theDebugOutputFollowsTheStoreAfterAnUndo() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--memory"], input: "add A\n:debug on\n:undo\nadd B\n", in: folder)
        #expect(
            DebugTests.withoutDurations(run.errors) == """
                ▸ add("B")  <time>  Session+Execute.swift:<line>
                  todos[0]: added ToDo(id: 1, title: "B", isCompleted: false)
                  nextID: 1 → 2

                """
        )
    }

    @Test func aLogDamagedDuringTheSessionIsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("err", "")
        let repl = try Spawn.start(
            TodosBinary.path,
            ["--file", "todos.jsonl"],
            environment: TodosRun.environment(folder: folder, changes: [:]),
            directory: folder.path,
            input: nil,
            pipingOutput: true,
            errors: folder.file("err")
        )
        try repl.input?.write(contentsOf: Data("add A\n".utf8))
        // Its answer comes once the action is in the log.
        try #require(repl.output?.waitForLines(1) == true)
        // Damaged in place, its size and time of change kept, which the session checks before each
        // write (as a change within one tick of the file system's clock would): the replay finds it.
        var status = stat()
        #expect(stat(folder.file("todos.jsonl"), &status) == 0)
        let garbage = String(repeating: "x", count: Int(status.st_size) - 1) + "\n"
        try folder.write("todos.jsonl", garbage)
        let times = [status.st_atim, status.st_mtim]
        #expect(utimensat(AT_FDCWD, folder.file("todos.jsonl"), times, 0) == 0)
        try repl.input?.write(contentsOf: Data(":log\n:jump 0\nadd B\n".utf8))
        try repl.input?.close()
        #expect(Spawn.wait(repl.pid) == 1)
        let problem =
            "cannot replay the log: \(folder.file("todos.jsonl")):1: not JSON: each line must be one JSON object"
        #expect(
            folder.read("err")
                == "error: line 2: \(problem)\nerror: line 3: \(problem); later actions are not saved\n"
                + UnsavedTodosFile.warning(try UnsavedTodosFile.path(in: folder))
        )
        #expect(
            try UnsavedTodosFile.imported(UnsavedTodosFile.path(in: folder), in: folder)
                == "  1 [ ] A\n  2 [ ] B\n2 todos: 2 active, 0 done\n")
        #expect(repl.output?.readToEnd() == "added 1: A\nadded 2: B\n")
        #expect(folder.read("todos.jsonl") == garbage)
    }

    @Test func undoWorksInMemoryAndLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        let scratch = try TemporaryFolder()
        let run = try TodosRun.run(
            ["--memory"], input: "add A\nadd B\n:undo\nlist\n", in: folder, environment: ["TMPDIR": scratch.path])
        #expect(run.output == "added 1: A\nadded 2: B\nundid 2: add B\n  1 [ ] A\n1 todo: 1 active, 0 done\n")
        #expect(scratch.list() == ["data", "home"])
        #expect(folder.list("data").isEmpty && folder.list("home").isEmpty)
    }
}
