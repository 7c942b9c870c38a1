import Testing

/// `scripts/consumer-build-time`, the benchmark's consumer-build row.
@Suite struct ConsumerBuildTimeTests {
    /// A count of builds it cannot use is refused before it clones or builds anything.
    @Test(arguments: ["0", "three", "-1"])
    func aBadCountOfBuildsIsRefused(samples: String) throws {
        let folder = try TemporaryFolder()
        let run = try ScriptRun.run("consumer-build-time", [samples], in: folder)
        #expect(run.errors == "usage: scripts/consumer-build-time [SAMPLES]  (SAMPLES: a count of builds, 1 or more)\n")
        #expect(run.output.isEmpty)
        #expect(run.status == 2)
    }
}
