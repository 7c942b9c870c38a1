import Foundation
import Testing

/// A log determines its state: an import's effects are in the log, so neither undo, nor a restart
/// without the snapshot, nor `todos replay` elsewhere reads the imported file again.
@Suite struct DeterministicLogTests {
    /// The state after `add Milk`, `import list.txt` (Bread, and Eggs done).
    static let milkBreadEggs =
        #"{"todos":[{"id":1,"isCompleted":false,"title":"Milk"},{"id":2,"isCompleted":false,"title":"Bread"},"#
        + #"{"id":3,"isCompleted":true,"title":"Eggs"}]}"#

    @Test func undoRestartAndReplayReachWhatTheUserHadWhateverTheImportedFileSaysNow() throws {
        let folder = try TemporaryFolder()
        try folder.write("list.txt", "Bread\n- [x] Eggs\n")
        let session = try TodosRun.run(
            ["--file", "log.jsonl"], input: "add Milk\nimport list.txt\nadd Zed\n", in: folder)
        #expect(session.output == "added 1: Milk\nimported 2 todos from list.txt\nadded 4: Zed\n")
        #expect(session.status == 0)

        try folder.write("list.txt", "x\n")
        let undo = try TodosRun.run(["--file", "log.jsonl"], input: ":undo\n:state\n", in: folder)
        #expect(undo.output == "undid 3: add Zed\n" + Self.milkBreadEggs + "\n")
        #expect(undo.errors.isEmpty)
        #expect(undo.status == 0)

        try FileManager.default.removeItem(atPath: folder.file("list.txt"))
        try? FileManager.default.removeItem(atPath: folder.file("log.jsonl.snapshot"))
        let restart = try TodosRun.run(["--file", "log.jsonl"], input: ":state\n", in: folder)
        #expect(restart.output == Self.milkBreadEggs + "\n")
        #expect(restart.errors.isEmpty)

        let elsewhere = try TemporaryFolder()
        try elsewhere.write("log.jsonl", try #require(folder.read("log.jsonl")))
        let replay = try TodosRun.run(["replay", "log.jsonl", "--print-state", "json"], in: elsewhere)
        #expect(replay.output == Self.milkBreadEggs + "\n")
        #expect(replay.errors.isEmpty)
        #expect(replay.status == 0)
    }

    @Test func aVersionOneLogIsUpgradedOnceWithAMessageAndKeptBesideIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("list.txt", "Bread\n")
        let old =
            #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
            + #"{"seq":1,"action":"add","args":["Milk"]}"# + "\n"
            + #"{"seq":2,"action":"importFile","args":["list.txt"]}"# + "\n"
        try folder.write("log.jsonl", old)
        let first = try TodosRun.run(["--file", "log.jsonl"], input: ":state\n", in: folder)
        let backups = folder.list().filter { $0.hasPrefix("log.jsonl.v1-") }
        #expect(backups.count == 1)
        #expect(
            first.errors
                == "warning: \(folder.file("log.jsonl")) was in log format version 1, which replays imports by "
                + "reading their files again: upgraded to version 2 (action 2 read the imported files again, "
                + "as they are now); the old log is in \(folder.file(backups.first ?? ""))\n")
        #expect(first.output.contains(#""title":"Bread""#))
        #expect(backups.first.flatMap { folder.read($0) } == old, "the old log is kept as it was")
        #expect(
            folder.read("log.jsonl")?.contains(
                #"{"seq":2,"action":"importFile","args":["list.txt"],"effects":[[{"action":"add","args":["Bread"]}]]}"#)
                == true)

        try FileManager.default.removeItem(atPath: folder.file("list.txt"))
        let second = try TodosRun.run(["--file", "log.jsonl"], input: ":state\n", in: folder)
        #expect(second.errors.isEmpty, "upgraded once")
        #expect(second.output == first.output)
    }
}
