import Foundation
import OnwardHistory
import Testing

/// The state snapshot beside the log, `<log>.snapshot`: start-up loads it and replays only the
/// log's lines after it, and passes it over for a full replay whenever it does not match the log.
///
/// Most tests start from a session that imports a file, then change the file. The log holds what
/// the import added (its effects), so a start-up from the snapshot and a replay of the whole log
/// both reach the todo imported then: neither reads the file again.
// A child that never answers blocks its wait: the time limit fails the test instead of hanging.
@Suite(.timeLimit(.minutes(5))) struct SnapshotTests {
    /// The state a start-up reaches from the snapshot of ``importSession(in:)``.
    static let fromSnapshot =
        #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Imported then"}]}"#

    /// The state a replay of the whole log of ``importSession(in:)`` reaches, once the file changed:
    /// the same, since the replay plays the import's effects back instead of reading the file.
    static let fromFullReplay = fromSnapshot

    /// Runs a session that adds a todo, imports one from `list.txt` and completes the first, which
    /// leaves a snapshot; then changes `list.txt`.
    private func importSession(in folder: TemporaryFolder) throws {
        try folder.write("list.txt", "Imported then\n")
        let run = try TodosRun.run(
            ["--file", "todos.jsonl"], input: "add Buy milk\nimport list.txt\ndone 1\n", in: folder)
        try #require(run.status == 0 && run.errors.isEmpty)
        try #require(folder.read("todos.jsonl.snapshot") != nil, "the session leaves a snapshot")
        try folder.write("list.txt", "Imported now\n")
    }

    /// `:state` after a start-up on `todos.jsonl`, which must print no error.
    private func state(in folder: TemporaryFolder, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: ":state\n", in: folder)
        #expect(run.errors.isEmpty, sourceLocation: sourceLocation)
        #expect(run.status == 0, sourceLocation: sourceLocation)
        return run.output.trimmingCharacters(in: .newlines)
    }

    /// The state a replay of the whole log reaches: `todos replay --print-state json`.
    private func replayedState(in folder: TemporaryFolder) throws -> String {
        try TodosRun.run(["replay", "todos.jsonl", "--print-state", "json"], in: folder).output
            .trimmingCharacters(in: .newlines)
    }

    @Test func aRestartFromTheSnapshotReachesTheStateOfAFullReplay() throws {
        let folder = try TemporaryFolder()
        let script = "add A\nadd B\nadd C\ndone 1\nedit 2 B2\nrm 3\n:state\n"
        let first = try TodosRun.run(["--file", "todos.jsonl"], input: script, in: folder)
        let state = try #require(first.output.split(separator: "\n").last.map(String.init))
        let snapshot = try #require(folder.read("todos.jsonl.snapshot"))
        #expect(snapshot.hasPrefix(#"{"format":"todos-snapshot","journal":{"actions":6,"#))
        #expect(snapshot.contains(#""nextID":4"#))
        var status = stat()
        stat(folder.file("todos.jsonl.snapshot"), &status)
        #expect(status.st_mode & 0o777 == 0o600)

        let second = try TodosRun.run(["--file", "todos.jsonl"], input: ":state\nadd D\n:state\n", in: folder)
        let lines = second.output.split(separator: "\n").map(String.init)
        #expect(lines.first == state)
        #expect(lines.dropFirst().first == "added 4: D", "the next id is restored too: 3 was removed, not reused")
        #expect(second.errors.isEmpty)
        #expect(lines.last == (try replayedState(in: folder)))
        #expect(try self.state(in: folder) == lines.last)
        #expect(!folder.list().contains("todos.jsonl.snapshot.tmp"))
    }

    @Test func startUpUsesTheSnapshotReplayDoesNotAndDeletingItIsSafe() throws {
        let folder = try TemporaryFolder()
        try importSession(in: folder)
        #expect(try state(in: folder) == Self.fromSnapshot)
        #expect(try replayedState(in: folder) == Self.fromFullReplay, "`todos replay` replays the log itself")
        try FileManager.default.removeItem(atPath: folder.file("todos.jsonl.snapshot"))
        #expect(try state(in: folder) == Self.fromFullReplay)
        #expect(folder.read("todos.jsonl.snapshot") != nil, "the session wrote it again")
    }

    /// Ways a snapshot can be damaged or not be one this build wrote.
    enum Damage: String, CaseIterable {
        case garbage, empty, cutShort, stateEdited, journalChecksumEdited, journalLengthEdited, newerVersion
        case idsBroken, deeplyNested, binary, folder

        /// The damaged snapshot's text, from the good one.
        func apply(to text: String) -> String {
            switch self {
            case .garbage: "not a snapshot\n"
            case .empty: ""
            case .cutShort: String(text.prefix(text.count / 2))
            case .stateEdited: text.replacingOccurrences(of: "Imported then", with: "Imported than")
            case .journalChecksumEdited:
                text.replacingOccurrences(
                    of: #""checksum":"[0-9a-f]{16}""#, with: #""checksum":"0123456789abcdef""#,
                    options: .regularExpression)
            case .journalLengthEdited:
                text.replacingOccurrences(of: #""bytes":"#, with: #""bytes":1"#)
            case .newerVersion: text.replacingOccurrences(of: #""version":2"#, with: #""version":3"#)
            case .idsBroken: text.replacingOccurrences(of: #""nextID":3"#, with: #""nextID":2"#)
            case .deeplyNested: String(repeating: #"{"state":["#, count: 100_000)
            case .binary: String(decoding: [0xff, 0xfe, 0x00, 0x7b, 0x80], as: UTF8.self)
            case .folder: ""
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedSnapshotIsPassedOverForAFullReplay(damage: Damage) throws {
        let folder = try TemporaryFolder()
        try importSession(in: folder)
        let path = folder.file("todos.jsonl.snapshot")
        let good = try #require(folder.read("todos.jsonl.snapshot"))
        if damage == .folder {
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        } else {
            let damaged = damage.apply(to: good)
            #expect(damaged != good || damage == .empty)
            try folder.write("todos.jsonl.snapshot", damaged)
        }
        switch damage {
        case .garbage, .deeplyNested, .binary:
            // Not recognizably a snapshot, so perhaps a file of the user's: left as it is, saying so.
            let run = try TodosRun.run(["--file", "todos.jsonl"], input: ":state\n", in: folder)
            #expect(run.output == Self.fromFullReplay + "\n")
            #expect(
                run.errors
                    == "warning: \(path) is not a snapshot todos wrote, so it was left as it is and start-up "
                    + "replays the whole log; move it away to let todos keep one there\n")
            #expect(folder.read("todos.jsonl.snapshot") == damage.apply(to: good))
        case .folder:
            #expect(try state(in: folder) == Self.fromFullReplay)
        default:
            #expect(try state(in: folder) == Self.fromFullReplay)
            let rewritten = try #require(folder.read("todos.jsonl.snapshot"))
            #expect(rewritten.contains(#""stateChecksum""#), "the session replaced the damaged snapshot")
            #expect(try state(in: folder) == Self.fromFullReplay)
        }
    }

    /// Ways the log can change behind the snapshot's back.
    enum LogChange: String, CaseIterable {
        case appended, truncated, editedInPlace, replaced, tornLineAdded, undoneByHand

        /// The changed log, from the one the snapshot was taken of.
        func apply(to log: String) -> String {
            switch self {
            case .appended: log + #"{"seq":4,"action":"add","args":["Added by hand"]}"# + "\n"
            case .truncated: log.split(separator: "\n").dropLast().map { $0 + "\n" }.joined()
            case .editedInPlace: log.replacingOccurrences(of: "Buy milk", with: "Buy silk")
            case .replaced: ActionLogText.log([("add", #"["Another list"]"#), ("add", #"["Its second todo"]"#)])
            case .tornLineAdded: log + #"{"seq":4,"action":"add","args":["Cal"#
            case .undoneByHand: log + #"{"position":2}"# + "\n"
            }
        }

        /// The state a start-up reaches.
        var state: String {
            switch self {
            case .appended:
                #"{"todos":[{"id":1,"isCompleted":true,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Imported then"},{"id":3,"isCompleted":false,"title":"Added by hand"}]}"#
            case .truncated:
                #"{"todos":[{"id":1,"isCompleted":false,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Imported then"}]}"#
            case .editedInPlace: SnapshotTests.fromFullReplay.replacingOccurrences(of: "Buy milk", with: "Buy silk")
            case .replaced:
                #"{"todos":[{"id":1,"isCompleted":false,"title":"Another list"},{"id":2,"isCompleted":false,"title":"Its second todo"}]}"#
            case .tornLineAdded: SnapshotTests.fromFullReplay
            case .undoneByHand:
                #"{"todos":[{"id":1,"isCompleted":false,"title":"Buy milk"},{"id":2,"isCompleted":false,"title":"Imported then"}]}"#
            }
        }
    }

    @Test(arguments: LogChange.allCases)
    func aSnapshotThatNoLongerMatchesTheLogIsPassedOver(change: LogChange) throws {
        let folder = try TemporaryFolder()
        try importSession(in: folder)
        let log = try #require(folder.read("todos.jsonl"))
        try folder.write("todos.jsonl", change.apply(to: log))
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: ":state\n", in: folder)
        #expect(run.output == change.state + "\n")
        #expect(run.status == 0)
        if change == .tornLineAdded {
            #expect(run.errors.contains("torn final line"))
            #expect(run.errors.contains("warning: kept the 3 complete actions; the file as it was is in "))
            #expect(folder.read("todos.jsonl") == log)
        } else {
            #expect(run.errors.isEmpty)
        }
        // Appended lines are replayed on top of the snapshot; anything else replays the whole log.
        #expect(change != .appended || run.output.contains("Imported then"))
        #expect(try state(in: folder) == change.state, "and the next start-up agrees")
    }

    /// A long log that ends where an undo landed, with no snapshot: start-up replays it and writes
    /// a snapshot of the state in effect. A `:redo` then reaches the last action, here and at the
    /// next start-up (it once showed the undone state while the log said the action was redone).
    @Test func aRedoAfterAStartUpThatWroteASnapshotWhereAnUndoLandedReachesTheLastAction() throws {
        let folder = try TemporaryFolder()
        // 1,000 actions: todos' snapshot interval, so start-up writes the snapshot at once.
        let adds = (1...1_000).map { ("add", #"["Todo \#($0)"]"#) }
        try folder.write("todos.jsonl", ActionLogText.log(adds) + #"{"position":999}"# + "\n")
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: ":redo\n:state\n", in: folder)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains(#"{"id":1000,"isCompleted":false,"title":"Todo 1000"}"#))
        #expect(try state(in: folder).contains(#""title":"Todo 1000""#), "and the next start-up agrees")
    }

    @Test func aBadLineAfterTheSnapshotIsRefusedAtItsLineInTheLog() throws {
        let folder = try TemporaryFolder()
        try importSession(in: folder)
        let log = try #require(folder.read("todos.jsonl"))
        let damaged = log + #"{"seq":9,"action":"add","args":["Out of order"]}"# + "\n"
        try folder.write("todos.jsonl", damaged)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: ":state\n", in: folder)
        #expect(
            run.errors
                == "todos: \(folder.file("todos.jsonl")):5: seq 9 out of order: expected 4; the log was left as it "
                + "is: fix or move it, or use --file PATH\n"
        )
        #expect(run.status == 1)
        #expect(folder.read("todos.jsonl") == damaged)
    }

    @Test(arguments: ["todos.jsonl.snapshot.tmp", "todos.jsonl.snapshot"])
    func aSnapshotThatCannotBeWrittenIsNotAnError(blocked: String) throws {
        let folder = try TemporaryFolder()
        // A folder where the file must go: the temporary file cannot be created, or not renamed.
        try FileManager.default.createDirectory(atPath: folder.file(blocked), withIntermediateDirectories: false)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add A\nadd B\ndone 1\n", in: folder)
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
        #expect(folder.list(blocked).isEmpty)
        #expect(!folder.list().contains("todos.jsonl.snapshot.tmp") || blocked == "todos.jsonl.snapshot.tmp")
        #expect(
            try state(in: folder)
                == #"{"todos":[{"id":1,"isCompleted":true,"title":"A"},{"id":2,"isCompleted":false,"title":"B"}]}"#)
    }

    @Test func aSnapshotLeftHalfWrittenByAKillIsNeverRead() throws {
        let folder = try TemporaryFolder()
        try importSession(in: folder)
        let good = try #require(folder.read("todos.jsonl.snapshot"))
        // A kill while the next snapshot was written leaves part of it in the temporary file; the
        // snapshot itself is the whole old one, as the rename never happened.
        try folder.write("todos.jsonl.snapshot.tmp", String(good.prefix(40)))
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add Call Ann\n", in: folder)
        #expect(run.errors.isEmpty && run.status == 0)
        #expect(!folder.list().contains("todos.jsonl.snapshot.tmp"))
        #expect(folder.read("todos.jsonl.snapshot")?.contains("Call Ann") == true)
        #expect(try state(in: folder).hasSuffix(#"{"id":3,"isCompleted":false,"title":"Call Ann"}]}"#))
    }

    /// A file of the user's at the temporary file's name, not part of a snapshot, is left as it is
    /// (it used to be deleted), and the snapshot goes through a name of its own.
    @Test func aFileOfTheUsersAtTheTemporaryNameIsLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl.snapshot.tmp", "my notes\n")
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add Call Ann\n", in: folder)
        #expect(run.errors.isEmpty && run.status == 0)
        #expect(folder.read("todos.jsonl.snapshot.tmp") == "my notes\n")
        #expect(folder.read("todos.jsonl.snapshot")?.contains("Call Ann") == true)
        #expect(
            folder.list().filter { $0.hasPrefix("todos") }.sorted() == [
                "todos.jsonl", "todos.jsonl.snapshot", "todos.jsonl.snapshot.tmp",
            ])
    }

    @Test func aKillBetweenTheLogAndTheSnapshotLosesNothing() throws {
        let folder = try TemporaryFolder()
        try importSession(in: folder)
        let child = try Spawn.start(
            TodosBinary.path,
            ["--file", "todos.jsonl"],
            environment: TodosRun.environment(folder: folder, changes: [:]),
            directory: folder.path,
            input: nil,
            pipingOutput: true
        )
        try child.input?.write(contentsOf: Data("add Call Ann\n".utf8))
        // Its answer comes once the action is in the log.
        try #require(child.output?.waitForLines(1) == true)
        #expect(folder.read("todos.jsonl")?.contains("Call Ann") == true)
        kill(child.pid, SIGKILL)
        #expect(Spawn.wait(child.pid) == 128 + SIGKILL)
        try child.input?.close()
        #expect(folder.read("todos.jsonl.snapshot")?.contains("Call Ann") == false, "the snapshot is behind")
        let expected = Self.fromSnapshot.replacingOccurrences(
            of: "]}", with: #",{"id":3,"isCompleted":false,"title":"Call Ann"}]}"#)
        #expect(try state(in: folder) == expected)
        #expect(folder.read("todos.jsonl.snapshot")?.contains("Call Ann") == true, "and is caught up at the end")
    }

    @Test func undoRedoAndJumpWorkAcrossSnapshots() throws {
        let folder = try TemporaryFolder()
        _ = try TodosRun.run(["--file", "todos.jsonl"], input: "add A\nadd B\nadd C\n", in: folder)
        let second = try TodosRun.run(["--file", "todos.jsonl"], input: ":undo\n:undo\n", in: folder)
        #expect(second.output == "undid 3: add C\nundid 2: add B\n")
        #expect(folder.read("todos.jsonl.snapshot")?.contains(#""actions":3,"#) == true)
        #expect(folder.read("todos.jsonl.snapshot")?.contains(#""position":1}"#) == true)
        let script = "list\n:redo\nlist\n:jump 3\n:jump 0\n:redo\nadd D\n:log\n"
        let third = try TodosRun.run(["--file", "todos.jsonl"], input: script, in: folder)
        #expect(
            third.output == """
                  1 [ ] A
                1 todo: 1 active, 0 done
                redid 2: add B
                  1 [ ] A
                  2 [ ] B
                2 todos: 2 active, 0 done
                at action 3 of 3
                at action 0 of 3; 3 undone (':redo' redoes them, a new action drops them)
                redid 1: add A
                added 2: D
                dropped undone actions 2-3; the new action is 2
                  1 add A
                  2 add D

                """
        )
        #expect(third.errors.isEmpty)
        let expected = #"{"todos":[{"id":1,"isCompleted":false,"title":"A"},{"id":2,"isCompleted":false,"title":"D"}]}"#
        #expect(try state(in: folder) == expected)
        #expect(try replayedState(in: folder) == expected)
        let fourth = try TodosRun.run(["--file", "todos.jsonl"], input: ":undo\n:state\n", in: folder)
        #expect(fourth.output == "undid 2: add D\n" + #"{"todos":[{"id":1,"isCompleted":false,"title":"A"}]}"# + "\n")
    }

    @Test func aDamagedEarlierCheckpointInTheSnapshotIsNotUsedByUndo() throws {
        let folder = try TemporaryFolder()
        _ = try TodosRun.run(["--file", "todos.jsonl"], input: "add A\nadd B\nadd C\n", in: folder)
        _ = try TodosRun.run(["--file", "todos.jsonl"], input: "add D\n", in: folder)
        let snapshot = try #require(folder.read("todos.jsonl.snapshot"))
        // The earlier checkpoint's state (A, B, C) has the line before the state's (A to D).
        let earlier = try #require(snapshot.range(of: #""earlier":"#))
        let title = try #require(snapshot.range(of: #""title":"C""#, range: earlier.upperBound..<snapshot.endIndex))
        try folder.write("todos.jsonl.snapshot", snapshot.replacingCharacters(in: title, with: #""title":"Z""#))

        let run = try TodosRun.run(["--file", "todos.jsonl"], input: ":undo\n:state\n", in: folder)
        let abc =
            #"{"todos":[{"id":1,"isCompleted":false,"title":"A"},{"id":2,"isCompleted":false,"title":"B"},"#
            + #"{"id":3,"isCompleted":false,"title":"C"}]}"#
        #expect(run.output == "undid 4: add D\n" + abc + "\n")
        #expect(run.errors.isEmpty)
    }

    /// A session that ends where an undo landed writes the earlier checkpoint's state as its own;
    /// one whose line, read from the file, is not a state (its checksum made to match) is not.
    @Test func anEarlierCheckpointThatDoesNotDecodeIsNeverWrittenAsTheState() throws {
        let folder = try TemporaryFolder()
        _ = try TodosRun.run(["--file", "todos.jsonl"], input: "add A\nadd B\n", in: folder)
        _ = try TodosRun.run(["--file", "todos.jsonl"], input: ":undo\n", in: folder)
        let lines = try #require(folder.read("todos.jsonl.snapshot")).split(separator: "\n").map(String.init)
        try #require(lines.count == 3 && lines[1] == lines[2])  // the earlier checkpoint is the state
        let damaged = #"{"todos":"not a list"}"#
        // The earlier checkpoint's checksum comes first in the header; the state's, the same, last.
        let checksum = try #require(lines[0].range(of: LogChecksum.of(Data(lines[1].utf8))))
        let header = lines[0].replacingCharacters(in: checksum, with: LogChecksum.of(Data(damaged.utf8)))
        try folder.write("todos.jsonl.snapshot", [header, damaged, lines[2]].joined(separator: "\n") + "\n")

        _ = try TodosRun.run(["--file", "todos.jsonl"], input: ":redo\n:undo\n", in: folder)
        let written = try #require(folder.read("todos.jsonl.snapshot")).split(separator: "\n")
        let a = #"{"nextID":2,"todos":[{"id":1,"isCompleted":false,"title":"A"}]}"#
        #expect(written.last.map(String.init) == a)
        #expect(!written.contains(Substring(damaged)))  // the undo's fresh checkpoint took its place
        #expect(try state(in: folder) == #"{"todos":[{"id":1,"isCompleted":false,"title":"A"}]}"#)
    }

    /// A session that ends where an undo landed, on the state it opened with, writes that state's
    /// line as the snapshot held it, rather than encoding the state again (a large state's
    /// encoding was most of such a session's time and memory).
    @Test func theStateOpenedFromTheSnapshotIsWrittenBackAsReadWhereTheUndoLanded() throws {
        let folder = try TemporaryFolder()
        _ = try TodosRun.run(["--file", "todos.jsonl"], input: "add A\nadd B\n", in: folder)
        var lines = try #require(folder.read("todos.jsonl.snapshot")).split(separator: "\n").map(String.init)
        let line = try #require(lines.last)
        // The same state, in bytes the encoder would not write; the header's checksum made to match.
        let spaced = line.replacingOccurrences(of: #""todos":"#, with: #""todos": "#)
        let checksum = try #require(lines[0].range(of: LogChecksum.of(Data(line.utf8)), options: .backwards))
        lines[0] = lines[0].replacingCharacters(in: checksum, with: LogChecksum.of(Data(spaced.utf8)))
        lines[lines.count - 1] = spaced
        try folder.write("todos.jsonl.snapshot", lines.joined(separator: "\n") + "\n")

        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add C\n:undo\n", in: folder)
        #expect(run.errors.isEmpty)
        let written = try #require(folder.read("todos.jsonl.snapshot")).split(separator: "\n")
        #expect(written.first?.contains(#""actions":3,"#) == true)  // a new snapshot, of all three adds
        #expect(written.last.map(String.init) == spaced)
        #expect(
            try state(in: folder) == #"{"todos":[{"id":1,"isCompleted":false,"title":"A"},"#
                + #"{"id":2,"isCompleted":false,"title":"B"}]}"#)
    }

    @Test func aLongReplayWritesTheSnapshotRightAtStartUp() throws {
        let folder = try TemporaryFolder()
        let count = 1_200
        try folder.write("todos.jsonl", ActionLogText.log((1...count).map { ("add", #"["Todo \#($0)"]"#) }))
        let child = try Spawn.start(
            TodosBinary.path,
            ["--file", "todos.jsonl"],
            environment: TodosRun.environment(folder: folder, changes: [:]),
            directory: folder.path,
            input: nil,
            pipingOutput: true
        )
        // Start-up writes the snapshot before it reads the first command.
        try child.input?.write(contentsOf: Data("list done\n".utf8))
        try #require(child.output?.waitForLines(1) == true)
        #expect(folder.read("todos.jsonl.snapshot")?.contains(#""actions":\#(count),"#) == true)
        try child.input?.close()
        #expect(Spawn.wait(child.pid) == 0)
    }

    @Test func scratchAndReadOnlyLogsGetNoSnapshot() throws {
        let folder = try TemporaryFolder()
        let memory = try TodosRun.run(["--memory"], input: "add A\n", in: folder)
        #expect(memory.status == 0)
        try folder.write("todos.jsonl", ActionLogText.log([("add", #"["A"]"#)]))
        chmod(folder.file("todos.jsonl"), 0o444)
        _ = try TodosRun.run(["--file", "todos.jsonl"], input: "add B\n", in: folder)
        #expect(!folder.list().contains { $0.contains(".snapshot") })
    }
}
