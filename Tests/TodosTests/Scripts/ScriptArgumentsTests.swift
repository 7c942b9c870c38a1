import Testing

/// The scripts answer `--help`, and refuse an option without its value, before they build, clone or
/// touch anything: `check-expansions --help` used to touch the model's sources and build, and
/// `check-consumer --help` to clone and build.
@Suite struct ScriptArgumentsTests {
    @Test(arguments: [
        ("check-expansions", "Proves that `todos expand` prints what the compiler generates."),
        (
            "check-consumer",
            "A package that depends on Onward as a tagged version from git builds, runs and passes its tests"
        ),
        ("sanitize", "Runs the whole test suite under a sanitizer, in a build folder of its own."),
    ])
    func helpSaysWhatTheScriptDoes(script: String, firstLine: String) throws {
        let folder = try TemporaryFolder()
        let run = try ScriptRun.run(script, ["--help"], in: folder)
        #expect(run.output.hasPrefix(firstLine + "\n"))
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
    }

    @Test(arguments: [
        ("fuzz", ["--seconds"], "fuzz: --seconds needs a number of seconds (see --help)\n"),
        ("logs/generate-long-log", ["--actions"], "generate-long-log: --actions needs a number (see --help)\n"),
        ("check-consumer", ["bogus"], "check-consumer: unknown argument bogus (see --help)\n"),
    ])
    func anOptionWithoutItsValueIsRefused(script: String, arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let run = try ScriptRun.run(script, arguments, in: folder)
        #expect(run.errors == message)
        #expect(run.status == 2)
    }
}
