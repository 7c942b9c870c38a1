import Foundation
import Testing

/// Whole scripted sessions through a pipe (`todos < script`), compared with golden output.
@Suite struct ScriptTests {
    /// Runs `Golden/<name>.script` in a fresh folder holding the golden fixtures, and compares
    /// standard output and standard error with `<name>.stdout` and `<name>.stderr`.
    private func check(_ name: String, status: Int32) throws {
        let folder = try TemporaryFolder()
        for fixture in ["groceries.txt", "empty.txt"] {
            try folder.write(fixture, try Golden.text(fixture))
        }
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: try Golden.text("\(name).script"), in: folder)
        try Golden.expect(run.output, matches: "\(name).stdout")
        try Golden.expect(run.errors, matches: "\(name).stderr")
        #expect(run.status == status)
    }

    @Test func everydaySession() throws {
        try check("everyday", status: 0)
    }

    @Test func everyMistakeIsReportedWithWhatToTypeAndTheScriptFails() throws {
        try check("mistakes", status: 1)
    }

    @Test func importAddsALineAsATodoAndCheckedBoxesAsDone() throws {
        try check("import", status: 0)
    }

    @Test func helpListsEveryCommandAndDescribesOne() throws {
        try check("help", status: 0)
    }

    @Test func scriptingModeWritesNoPromptEchoOrEscapes() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(
            ["--memory"],
            input: "add Buy milk\nlist\nnope\n",
            in: folder,
            environment: ["TERM": "xterm-256color", "CLICOLOR_FORCE": "1"]
        )
        #expect(run.output == "added 1: Buy milk\n  1 [ ] Buy milk\n1 todo: 1 active, 0 done\n")
        #expect(!run.output.contains("todos>") && !run.output.contains("\u{1B}") && !run.errors.contains("\u{1B}"))
        #expect(run.errors == "error: line 3: unknown command 'nope'; ':help' lists commands\n")
        #expect(run.status == 1)
    }

    @Test func quitStopsTheScriptAndKeepsTheStatus() throws {
        let folder = try TemporaryFolder()
        let clean = try TodosRun.run(["--memory"], input: "add A\n:quit\nnope\n", in: folder)
        #expect(clean.output == "added 1: A\n")
        #expect(clean.errors.isEmpty)
        #expect(clean.status == 0)
        let failed = try TodosRun.run(["--memory"], input: "nope\n:quit\n", in: folder)
        #expect(failed.status == 1)
    }

    /// Output that cannot be written (a full disk) fails the script, naming the reason of the
    /// write that failed (it used to name whatever a later call had left in `errno`), and the
    /// actions are saved.
    @Test func outputThatCannotBeWrittenFailsWithItsReason() throws {
        let folder = try TemporaryFolder()
        let status = try Spawn.run(
            "/bin/sh", ["-c", "printf 'add A\\n' | '\(TodosBinary.path)' --file new.jsonl >/dev/full 2>errors.txt"],
            environment: TodosRun.environment(folder: folder, changes: [:]), directory: folder.path)
        #expect(folder.read("errors.txt") == "todos: cannot write standard output: No space left on device\n")
        #expect(status == 1)
        #expect(folder.read("new.jsonl") == ActionLogText.log([("add", #"["A"]"#)]))
    }

    @Test func aLastLineWithoutALineBreakStillRuns() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--memory"], input: "add A\nlist", in: folder)
        #expect(run.output == "added 1: A\n  1 [ ] A\n1 todo: 1 active, 0 done\n")
        #expect(run.status == 0)
    }

    @Test func emptyListSaysHowToAdd() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--memory"], input: "list\nlist done\n", in: folder)
        #expect(run.output == "no todos yet; 'add <title>' adds one\nno todos yet; 'add <title>' adds one\n")
    }

    @Test func idsAreAlignedToTheWidestId() throws {
        let folder = try TemporaryFolder()
        let adds = (1...1000).map { "add T\($0)" }.joined(separator: "\n")
        let run = try TodosRun.run(["--memory"], input: adds + "\ndone 1000\nlist\n", in: folder)
        let lines = run.output.split(separator: "\n")
        #expect(lines.suffix(3) == [" 999 [ ] T999", "1000 [x] T1000", "1000 todos: 999 active, 1 done"])
        #expect(lines.contains("   1 [ ] T1"))
    }
}
