import Foundation
import Testing

/// Start-up replays the log and then appends to it: the file is never rewritten.
@Suite struct AppendTests {
    @Test func startUpAppendsToTheLogInsteadOfRewritingIt() throws {
        let folder = try TemporaryFolder()
        let log = ActionLogText.log((1...500).map { ("add", #"["Todo \#($0)"]"#) })
        try folder.write("todos.jsonl", log)
        let before = try FileManager.default.attributesOfItem(atPath: folder.file("todos.jsonl"))
        let idle = try TodosRun.run(["--file", "todos.jsonl"], input: "list done\n", in: folder)
        #expect(idle.output == "none done of 500 todos\n")
        let untouched = try FileManager.default.attributesOfItem(atPath: folder.file("todos.jsonl"))
        #expect(untouched[.modificationDate] as? Date == before[.modificationDate] as? Date)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add One more\n", in: folder)
        #expect(run.output == "added 501: One more\n")
        let after = try FileManager.default.attributesOfItem(atPath: folder.file("todos.jsonl"))
        #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
        #expect(folder.read("todos.jsonl") == log + #"{"seq":501,"action":"add","args":["One more"]}"# + "\n")
        #expect(!folder.list().contains("todos.jsonl.new"))
    }

    @Test func aLogWithoutItsLastNewlineGetsOneBeforeTheNextAction() throws {
        let folder = try TemporaryFolder()
        let log = ActionLogText.log([("add", #"["A"]"#)])
        try folder.write("todos.jsonl", String(log.dropLast()))
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add B\n", in: folder)
        #expect(run.errors.isEmpty)
        #expect(folder.read("todos.jsonl") == log + #"{"seq":2,"action":"add","args":["B"]}"# + "\n")
    }
}
