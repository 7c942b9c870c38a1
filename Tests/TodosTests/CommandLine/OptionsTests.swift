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

    /// A path, or `HOME`, whose bytes are not UTF-8 is refused: Swift's strings replace the bad
    /// bytes, so `todos` used to open, and create, another log than the one named.
    @Test(arguments: [
        ("", #"--file "$(printf 'caf\351.jsonl')""#, "argument 2, 'caf\u{FFFD}.jsonl', is not UTF-8 text"),
        (#"HOME="$(printf '/tmp/jos\351')" "#, "--memory", "HOME is not UTF-8 text"),
    ])
    func textThatIsNotUTF8IsRefused(variables: String, arguments: String, problem: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("caf\u{FFFD}.jsonl", "")
        let status = try Spawn.run(
            "/bin/sh", ["-c", "echo 'add A' | \(variables)'\(TodosBinary.path)' \(arguments) >out.txt 2>err.txt"],
            environment: TodosRun.environment(folder: folder, changes: [:]), directory: folder.path)
        let names = problem.hasPrefix("HOME") ? "the folder of its files" : "that file"
        #expect(folder.read("err.txt") == "todos: \(problem), so todos cannot name \(names)\n")
        #expect(folder.read("out.txt") == "")
        #expect(status == 2)
        #expect(folder.read("caf\u{FFFD}.jsonl") == "", "the file the mangled name names is not written")
        #expect(folder.list().sorted() == ["caf\u{FFFD}.jsonl", "data", "err.txt", "home", "out.txt"])
    }
}
