import Foundation
import Testing

/// The fuzzers' committed seed inputs (`Tests/Fuzz/<target>/corpus`), run through the real `todos`:
/// every one is answered or refused with a message, and none ends it by a signal.
///
/// `scripts/fuzz` mutates these inputs for minutes; this suite keeps the inputs themselves, odd
/// ones included, working in every test run.
@Suite struct FuzzCorpusTests {
    /// The `Tests/Fuzz` folder.
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Reliability
        .deletingLastPathComponent()  // TodosTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fuzz")

    /// The names of a target's seed inputs.
    static func seeds(_ target: String) -> [String] {
        let folder = fuzzFolder.appendingPathComponent("\(target)/corpus").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The bytes of a seed input.
    static func seed(_ target: String, _ name: String) throws -> Data {
        try Data(contentsOf: fuzzFolder.appendingPathComponent("\(target)/corpus/\(name)"))
    }

    @Test func theSeedsAreThere() {
        #expect(Self.seeds("CommandParser").count >= 40)
        #expect(Self.seeds("ActionLogLine").count >= 15)
    }

    @Test func everyCommandLineSeedIsAnsweredOrRefused() throws {
        let folder = try TemporaryFolder()
        // One session reads them all, as a script; `:quit` would end it early, so it goes last.
        var lines = try Self.seeds("CommandParser").map {
            String(decoding: try Self.seed("CommandParser", $0), as: UTF8.self)
        }
        lines.sort { ($0 == ":quit" ? 1 : 0) < ($1 == ":quit" ? 1 : 0) }
        let run = try TodosRun.run(["--memory"], input: lines.joined(separator: "\n") + "\n", in: folder)
        #expect(run.status == 1, "some seeds are mistakes, so the script fails, but it is not ended by a signal")
        for error in run.errors.split(separator: "\n") {
            #expect(error.hasPrefix("error: line "), "every problem is an error naming its line: \(error)")
        }
    }

    /// The log seeds that are damaged on purpose, so `todos replay` must refuse them (exit 1); every
    /// other seed must replay (exit 0). A new seed goes in one list or the other.
    static let refusedLogSeeds: Set<String> = [
        "action-after-position", "effects-damaged", "newer-version", "numbers", "other-store", "position-past-end",
        "seq-gap", "torn", "unknown", "unrecorded", "wrong-count", "wrong-type",
    ]

    @Test func everyRefusedLogSeedIsASeed() {
        #expect(Self.refusedLogSeeds.subtracting(Self.seeds("ActionLogLine")).isEmpty)
    }

    @Test(arguments: seeds("ActionLogLine"))
    func everyLogSeedReplaysOrIsRefusedAtALine(name: String) throws {
        let folder = try TemporaryFolder()
        var log = try Self.seed("ActionLogLine", name)
        if !log.starts(with: Data(#"{"format""#.utf8)) { log = Data(ActionLogText.header.utf8) + log }
        try log.write(to: URL(fileURLWithPath: folder.file("seed.jsonl")))
        let run = try TodosRun.run(["replay", "seed.jsonl", "--print-state", "json"], in: folder)
        let refused = Self.refusedLogSeeds.contains(name)
        #expect(run.status == (refused ? 1 : 0), "\(name) must be \(refused ? "refused" : "replayed"): \(run.errors)")
        if run.status == 0 {
            #expect(run.output.hasPrefix(#"{"todos":["#), "\(name)")
        } else {
            #expect(run.errors.hasPrefix("todos: seed.jsonl:"), "\(name): the error names the line: \(run.errors)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("seed.jsonl"))) == log, "replay only reads")
    }
}
