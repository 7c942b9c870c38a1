import Testing

/// `todos --help`, `--version`, and every usage error (exit status 2, nothing written).
@Suite struct OptionsTests {
    @Test(arguments: ["--help", "-h"])
    func helpPrintsTheUsage(flag: String) throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run([flag], in: folder)
        try Golden.expect(run.output, matches: "help.usage")
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
    }

    @Test(arguments: ["--version", "-V"])
    func versionPrintsTheVersion(flag: String) throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run([flag], in: folder)
        #expect(run.output == "todos 0.1.0\n")
        #expect(run.status == 0)
    }

    @Test(arguments: [
        (["--fiel", "x.jsonl"], "unknown option '--fiel'; did you mean '--file'?"),
        (["--memroy"], "unknown option '--memroy'; did you mean '--memory'?"),
        (["--mem"], "unknown option '--mem'; did you mean '--memory'?"),
        (["-x"], "unknown option '-x'"),
        (["--file"], "'--file' needs a path: todos --file PATH"),
        (["--file="], "'--file' needs a path: todos --file PATH"),
        (["--file", "--memory"], "'--file' needs a path: todos --file PATH"),
        (["--file", "a.jsonl", "--memory"], "'--memory' and '--file' cannot be used together; pick one"),
        (["--memory", "--file", "a.jsonl"], "'--file' and '--memory' cannot be used together; pick one"),
        (["--file", "a.jsonl", "--file", "b.jsonl"], "'--file' is given twice; keep one"),
        (["script.txt"], "unexpected argument 'script.txt'; to read commands from a file, type 'todos < script.txt'"),
    ])
    func usageErrorsExitWith2(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(arguments, input: "add A\n", in: folder)
        #expect(run.errors == "todos: \(message)\nusage: todos [--file PATH | --memory] ('todos --help' shows more)\n")
        #expect(run.output.isEmpty)
        #expect(run.status == 2)
        #expect(folder.list("data").isEmpty && folder.list("home").isEmpty)
    }
}
