import Foundation
import OnwardHistory
import Testing

/// A log that begins with a UTF-8 byte-order mark (`EF BB BF`), as some Windows editors save it:
/// it opens, replays and grows as any other, and keeps its mark; a mark before a later line is
/// still not JSON.
// A child that never answers blocks its wait: the time limit fails the test instead of hanging.
@Suite(.timeLimit(.minutes(5))) struct ByteOrderMarkTests {
    /// The mark, as the first character of a text the tests write as UTF-8.
    private static let mark = "\u{FEFF}"

    /// Whether a file of the folder begins with the mark's three bytes.
    private func beginsWithTheMark(_ name: String, in folder: TemporaryFolder) -> Bool {
        FileManager.default.contents(atPath: folder.file(name))?.prefix(3) == Data([0xEF, 0xBB, 0xBF])
    }

    @Test func aSessionOnALogThatBeginsWithTheMarkOpensUndoesAndRestarts() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", Self.mark + ActionLogText.log([("add", #"["Milk"]"#)]))

        let first = try TodosRun.run(["--file", "todos.jsonl"], input: "list\nadd Eggs\n:undo\n:log\n", in: folder)
        #expect(
            first.output == """
                  1 [ ] Milk
                1 todo: 1 active, 0 done
                added 2: Eggs
                undid 2: add Eggs
                  1 add Milk
                --- now at 1 of 2: the action below is undone
                  2 add Eggs

                """)
        #expect(first.errors.isEmpty)
        #expect(first.status == 0)
        // Appended to, not rewritten: the mark stays where the editor put it.
        #expect(beginsWithTheMark("todos.jsonl", in: folder))
        #expect(
            folder.read("todos.jsonl")
                == Self.mark + ActionLogText.log([("add", #"["Milk"]"#), ("add", #"["Eggs"]"#)])
                + #"{"position":1}"# + "\n")

        // The snapshot counts the mark in the log's bytes: a restart takes its state (a title
        // changed in it, its checksum made to match, shows it was read) instead of replaying.
        let snapshot = try #require(folder.read("todos.jsonl.snapshot"))
        var lines = snapshot.split(separator: "\n").map(String.init)
        let state = try #require(lines.last)
        let changed = state.replacingOccurrences(of: #""Milk""#, with: #""Milk, from the snapshot""#)
        let checksum = try #require(lines[0].range(of: LogChecksum.of(Data(state.utf8)), options: .backwards))
        lines[0] = lines[0].replacingCharacters(in: checksum, with: LogChecksum.of(Data(changed.utf8)))
        lines[lines.count - 1] = changed
        try folder.write("todos.jsonl.snapshot", lines.joined(separator: "\n") + "\n")
        let fromSnapshot = try TodosRun.run(["--file", "todos.jsonl"], input: "list\n", in: folder)
        #expect(fromSnapshot.output == "  1 [ ] Milk, from the snapshot\n1 todo: 1 active, 0 done\n")
        #expect(fromSnapshot.errors.isEmpty)

        // With the snapshot as the session left it, a restart goes on with the log: the new
        // action drops the undone one, cut at the right byte.
        try folder.write("todos.jsonl.snapshot", snapshot)
        let restart = try TodosRun.run(["--file", "todos.jsonl"], input: "add Bread\n:log\n", in: folder)
        #expect(
            restart.output == """
                added 2: Bread
                dropped undone action 2; the new action is 2
                  1 add Milk
                  2 add Bread

                """)
        #expect(restart.errors.isEmpty)
        let grown = Self.mark + ActionLogText.log([("add", #"["Milk"]"#), ("add", #"["Bread"]"#)])
        #expect(folder.read("todos.jsonl") == grown)

        // Without a snapshot, start-up replays the whole log, mark and all; a recording starts
        // as a copy of it, which its own session goes on with.
        try FileManager.default.removeItem(atPath: folder.file("todos.jsonl.snapshot"))
        let replayed = try TodosRun.run(
            ["--file", "todos.jsonl"], input: "list\n:undo\n:record rec.jsonl\n:record stop\n", in: folder)
        #expect(
            replayed.output == """
                  1 [ ] Milk
                  2 [ ] Bread
                2 todos: 2 active, 0 done
                undid 2: add Bread
                recording to rec.jsonl: the 2 actions so far, then each new one; ':record stop' stops
                stopped recording: \(folder.file("rec.jsonl")) holds 2 actions

                """)
        #expect(replayed.errors.isEmpty)
        #expect(folder.read("todos.jsonl") == grown + #"{"position":1}"# + "\n")
        #expect(beginsWithTheMark("todos.jsonl", in: folder))
        #expect(folder.read("rec.jsonl") == folder.read("todos.jsonl"))
        let copy = try TodosRun.run(["--file", "rec.jsonl"], input: "add Jam\n", in: folder)
        #expect(copy.output == "added 2: Jam\ndropped undone action 2; the new action is 2\n")
        #expect(
            folder.read("rec.jsonl")
                == Self.mark + ActionLogText.log([("add", #"["Milk"]"#), ("add", #"["Jam"]"#)]))
    }

    @Test func aLogThatBeginsWithTheMarkReplays() throws {
        let folder = try TemporaryFolder()
        let log = Self.mark + ActionLogText.log([("add", #"["Milk"]"#), ("add", #"["Eggs"]"#), ("toggle", "[1]")])
        try folder.write("todos.jsonl", log)
        let run = try TodosRun.run(["replay", "todos.jsonl", "--print-state", "json"], in: folder)
        #expect(
            run.output
                == #"{"todos":[{"id":1,"isCompleted":true,"title":"Milk"},{"id":2,"isCompleted":false,"title":"Eggs"}]}"#
                + "\n")
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
        #expect(folder.read("todos.jsonl") == log, "a replay only reads the log")
    }

    /// Only the file's first bytes may be the mark: before any later line it is a byte of that
    /// line, which is then not JSON, as before.
    @Test func theMarkBeforeALaterLineIsStillRefused() throws {
        let folder = try TemporaryFolder()
        let log =
            ActionLogText.header + Self.mark + #"{"seq":1,"action":"add","args":["Milk"]}"# + "\n"
        try folder.write("todos.jsonl", log)
        let session = try TodosRun.run(["--file", "todos.jsonl"], input: "list\n", in: folder)
        #expect(session.output.isEmpty)
        #expect(
            session.errors
                == "todos: \(folder.file("todos.jsonl")):2: not JSON: each line must be one JSON object; "
                + "the log was left as it is: fix or move it, or use --file PATH\n")
        #expect(session.status == 1)
        let replay = try TodosRun.run(["replay", "todos.jsonl"], in: folder)
        #expect(replay.errors == "todos: todos.jsonl:2: not JSON: each line must be one JSON object\n")
        #expect(replay.status == 1)
        #expect(folder.read("todos.jsonl") == log)
        #expect(folder.list().filter { !$0.hasPrefix(".") } == ["data", "home", "todos.jsonl"])
    }

    /// A file of the mark alone, as an editor saves an empty file, holds no header: it is a torn
    /// one, kept as it was beside the log, which starts anew.
    @Test func theMarkAloneIsATornHeader() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", Self.mark)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add Milk\n", in: folder)
        #expect(run.output == "added 1: Milk\n")
        #expect(run.status == 0)
        let kept = try #require(folder.list().first { $0.hasPrefix("todos.jsonl.torn-") })
        #expect(
            run.errors == """
                warning: \(folder.file("todos.jsonl")):1: torn final line (no trailing newline): the log ends \
                mid-line, as a crash while writing leaves it; 0 actions were replayed
                warning: kept the 0 complete actions; the file as it was is in \(folder.file(kept))

                """)
        #expect(folder.read(kept) == Self.mark)
        #expect(folder.read("todos.jsonl") == ActionLogText.log([("add", #"["Milk"]"#)]))
    }

    /// An upgrade writes the log anew, without the mark; the old file, kept beside it, has it.
    @Test func anUpgradedLogIsWrittenWithoutTheMark() throws {
        let folder = try TemporaryFolder()
        let old =
            Self.mark + #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
            + #"{"seq":1,"action":"add","args":["Milk"]}"# + "\n"
        try folder.write("todos.jsonl", old)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add Eggs\n", in: folder)
        #expect(run.output == "added 2: Eggs\n")
        #expect(run.status == 0)
        #expect(run.errors.contains("upgraded to version 2"))
        let kept = try #require(folder.list().first { $0.hasPrefix("todos.jsonl.v1-") })
        #expect(folder.read(kept) == old)
        #expect(folder.read("todos.jsonl") == ActionLogText.log([("add", #"["Milk"]"#), ("add", #"["Eggs"]"#)]))
    }
}
