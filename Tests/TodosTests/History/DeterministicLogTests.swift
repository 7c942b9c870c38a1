import Foundation
import Onward
import Testing
import TodosCore

@testable import todos

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

    /// A hard-linked version 1 log is upgraded in place: a rename would leave its other name on the
    /// old file, to be upgraded again apart and miss what the first name recorded.
    @Test func aHardLinkedVersionOneLogIsUpgradedOnceForEachOfItsNames() throws {
        let folder = try TemporaryFolder()
        try folder.write("list.txt", "Bread\n")
        try folder.write("log.jsonl", Self.versionOneLog)
        #expect(link(folder.file("log.jsonl"), folder.file("other.jsonl")) == 0)
        let first = try TodosRun.run(["--file", "log.jsonl"], input: "add Jam\n", in: folder)
        #expect(first.errors.contains("upgraded to version 2"))
        #expect(first.status == 0)
        var (log, other) = (stat(), stat())
        #expect(stat(folder.file("log.jsonl"), &log) == 0 && stat(folder.file("other.jsonl"), &other) == 0)
        #expect(log.st_ino == other.st_ino && log.st_nlink == 2, "still one file")

        let second = try TodosRun.run(["--file", "other.jsonl"], input: ":state\n", in: folder)
        #expect(second.errors.isEmpty, "upgraded once")
        #expect(
            second.output
                == #"{"todos":[{"id":1,"isCompleted":false,"title":"Milk"},{"id":2,"isCompleted":false,"title":"Bread"},"#
                + #"{"id":3,"isCompleted":false,"title":"Zed"},{"id":4,"isCompleted":false,"title":"Jam"}]}"# + "\n")
        #expect(folder.list().filter { $0.contains(".v1-") }.count == 1)
    }

    /// A version 1 log whose import read a file with a tab in a title and a `\r\n` line end, then
    /// changed todos by id: the ids its later actions name are those of the lines the import of
    /// that time added, which split at `\n` only and refused no control character.
    @Test(arguments: [false, true])
    func aVersionOneLogsImportsAddTheLinesTheyAddedThen(byReplay: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("list.txt", "Bread\twhole\nEggs\r\nJam\n")
        try folder.write("log.jsonl", Self.versionOneImportLog)
        let run = try Self.finalState(of: folder, byReplay: byReplay)
        #expect(
            run.output
                == #"{"todos":[{"id":1,"isCompleted":false,"title":"Milk"},{"id":3,"isCompleted":true,"title":"Eggs\r\nJam"}]}"#
                + "\n")
        #expect(run.status == 0)
    }

    /// A version 1 log whose import read boxes as that time's `todos` did: every box a line begins
    /// with taken off, compared by characters, so a box followed by a combining mark was no box.
    /// `import` now reads both lines otherwise (`- [ ] Bread`, done; `\u{301}Eggs`).
    @Test(arguments: [false, true])
    func aVersionOneLogsImportsTakeOffTheBoxesTheyTookOffThen(byReplay: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("list.txt", "- [x] - [ ] Bread\n- [ ] \u{301}Eggs\n")
        try folder.write(
            "log.jsonl",
            #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
                + #"{"seq":1,"action":"add","args":["Milk"]}"# + "\n"
                + #"{"seq":2,"action":"importFile","args":["list.txt"]}"# + "\n")
        let run = try Self.finalState(of: folder, byReplay: byReplay)
        #expect(
            run.output
                == #"{"todos":[{"id":1,"isCompleted":false,"title":"Milk"},{"id":2,"isCompleted":false,"title":"Bread"},"#
                + #"{"id":3,"isCompleted":false,"title":"- [ ] \#u{301}Eggs"}]}"# + "\n")
        #expect(run.status == 0)
    }

    /// The state `log.jsonl` in a folder reaches, as JSON: by `todos replay`, or by a session's
    /// `:state` after it was upgraded at start-up.
    static func finalState(of folder: TemporaryFolder, byReplay: Bool) throws -> TodosRun {
        byReplay
            ? try TodosRun.run(["replay", "log.jsonl", "--print-state", "json"], in: folder)
            : try TodosRun.run(["--file", "log.jsonl"], input: ":state\n", in: folder)
    }

    /// What undo says at the first action of a log that starts from a saved state.
    static let startsFromSavedState =
        "nothing to undo: the log starts from the state an older todos saved (action 1); "
        + "the history before it is in the old log kept beside it"

    /// A version 1 log of `add Milk`, `import list.txt`, `toggle 3`, `rm 2`: what it holds depends
    /// on how the todos of that time read the file.
    static let versionOneImportLog =
        #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
        + #"{"seq":1,"action":"add","args":["Milk"]}"# + "\n"
        + #"{"seq":2,"action":"importFile","args":["list.txt"]}"# + "\n"
        + #"{"seq":3,"action":"toggle","args":[3]}"# + "\n"
        + #"{"seq":4,"action":"remove","args":[2]}"# + "\n"

    /// A version 1 log of `add Milk`, `import list.txt`, `add Zed`.
    static let versionOneLog =
        #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
        + #"{"seq":1,"action":"add","args":["Milk"]}"# + "\n"
        + #"{"seq":2,"action":"importFile","args":["list.txt"]}"# + "\n"
        + #"{"seq":3,"action":"add","args":["Zed"]}"# + "\n"

    /// A snapshot of version 1, as `todos` wrote them before the states had lines of their own:
    /// one JSON object, keys sorted, the state's checksum of its JSON.
    static func versionOneSnapshot(of prefix: ActionLogPrefix, state: ToDoStoreState) throws -> String {
        struct VersionOne: Encodable {
            var format = "todos-snapshot"
            var journal: ActionLogPrefix
            var state: ToDoStoreState
            var stateChecksum: String
            var version = 1
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let checksum = LogChecksum.of(try encoder.encode(state))
        let snapshot = VersionOne(journal: prefix, state: state, stateChecksum: checksum)
        return String(decoding: try encoder.encode(snapshot), as: UTF8.self) + "\n"
    }

    /// An editor's empty line or a torn line after the part the old snapshot stands for leaves
    /// nothing to replay: the upgrade still starts from the state the last session ended with.
    @Test(arguments: ["\n", #"{"seq":4,"action":"add","args":["Ja"#])
    func anUpgradeKeepsTheLastStateWhenOnlyAnEmptyOrTornLineFollowsTheSnapshot(after ending: String) throws {
        let folder = try TemporaryFolder()
        try Self.writeVersionOneLogWithItsLastState(in: folder)
        try folder.write("log.jsonl", Self.versionOneLog + ending)
        let run = try TodosRun.run(["--file", "log.jsonl"], input: "list\n", in: folder)
        #expect(run.output == "  1 [ ] Milk\n  2 [ ] Bread\n  3 [x] Eggs\n  4 [ ] Zed\n4 todos: 3 active, 1 done\n")
        #expect(run.status == 0)
        let restart = try TodosRun.run(["--file", "log.jsonl"], input: "list\n", in: folder)
        #expect(restart.output == run.output, "and the upgraded log keeps it")
    }

    /// Writes ``versionOneLog``, the snapshot the old todos saved when its session ended (the
    /// import read Bread and Eggs then), and the imported file as it is now, changed to `x`.
    static func writeVersionOneLogWithItsLastState(in folder: TemporaryFolder) throws {
        try folder.write("log.jsonl", versionOneLog)
        let lastState = ToDoStoreState(
            todos: [
                .init(id: 1, isCompleted: false, title: "Milk"), .init(id: 2, isCompleted: false, title: "Bread"),
                .init(id: 3, isCompleted: true, title: "Eggs"), .init(id: 4, isCompleted: false, title: "Zed"),
            ],
            nextID: 5)
        let descriptor = open(folder.file("log.jsonl"), O_RDONLY)
        let prefix = try #require(ActionLogPrefix.whole(descriptor, actions: 3, position: 3))
        close(descriptor)
        // The snapshot as the todos of format-1 logs wrote it: version 1, one JSON object.
        try folder.write("log.jsonl.snapshot", try versionOneSnapshot(of: prefix, state: lastState))
        try folder.write("list.txt", "x\n")
    }

    @Test func anUpgradeKeepsTheStateTheLastSessionEndedWithWhenTheImportedFileChangedSince() throws {
        let folder = try TemporaryFolder()
        try Self.writeVersionOneLogWithItsLastState(in: folder)

        let first = try TodosRun.run(["--file", "log.jsonl"], input: "list\nadd Jam\n", in: folder)
        let expected = """
              1 [ ] Milk
              2 [ ] Bread
              3 [x] Eggs
              4 [ ] Zed
            4 todos: 3 active, 1 done
            added 5: Jam

            """
        #expect(first.output == expected)
        let backups = folder.list().filter { $0.hasPrefix("log.jsonl.v1-") }
        #expect(backups.count == 1)
        #expect(backups.first.flatMap { folder.read($0) } == Self.versionOneLog, "the old log is kept as it was")
        #expect(
            first.errors
                == "warning: \(folder.file("log.jsonl")) was in log format version 1, which replays imports by "
                + "reading their files again: upgraded to version 2 (that no longer gives the state your last "
                + "session ended with, so the new log starts from that state (its history before is in the old "
                + "log)); the old log is in \(folder.file(backups.first ?? ""))\n")
        #expect(first.status == 0)

        try? FileManager.default.removeItem(atPath: folder.file("log.jsonl.snapshot"))
        let restart = try TodosRun.run(["--file", "log.jsonl"], input: "list\n", in: folder)
        #expect(
            restart.output
                == expected.replacingOccurrences(
                    of: "4 todos: 3 active, 1 done\nadded 5: Jam\n", with: "  5 [ ] Jam\n5 todos: 4 active, 1 done\n"))
        #expect(restart.errors.isEmpty)

        // Undo takes back Jam, and stops at the saved state: undoing it would empty the list.
        let undo = try TodosRun.run(["--file", "log.jsonl"], input: ":undo\n:undo\n:jump 0\nlist\n", in: folder)
        #expect(
            undo.output
                == "undid 2: add Jam\n" + String(repeating: Self.startsFromSavedState + "\n", count: 2)
                + "  1 [ ] Milk\n  2 [ ] Bread\n  3 [x] Eggs\n  4 [ ] Zed\n4 todos: 3 active, 1 done\n")
    }

    @Test func aSnapshotOfPartOfAVersionOneLogIsNotTakenForItsLastState() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.jsonl", Self.versionOneLog)
        // A snapshot after action 1 (a session killed after a periodic snapshot): replaying the
        // lines after it by today's rules would split the file's "\r\n" where todos 0.1 did not.
        let descriptor = open(folder.file("log.jsonl"), O_RDONLY)
        let prefix = try #require(ActionLogPrefix.lines(descriptor, actions: 1))
        close(descriptor)
        let milk = ToDoStoreState(todos: [.init(id: 1, isCompleted: false, title: "Milk")], nextID: 2)
        try folder.write("log.jsonl.snapshot", try Self.versionOneSnapshot(of: prefix, state: milk))
        try folder.write("list.txt", "Eggs\r\nJam\r\n")

        let run = try TodosRun.run(["--file", "log.jsonl"], input: ":state\n", in: folder)
        #expect(run.output.contains(#""title":"Zed""#))
        #expect(run.output.components(separatedBy: #""id":"#).count - 1 == 3, "Milk, the one imported line, Zed")
        #expect(run.errors.contains("actions 2 read the imported files again") || run.errors.contains("action 2 read"))
        #expect(!run.errors.contains("no longer gives the state"))
        #expect(folder.read("log.jsonl")?.contains("replaceAll") == false)
    }

    @Test func aTornVersionOneLogIsCutKeptAndUpgraded() throws {
        let folder = try TemporaryFolder()
        try folder.write("list.txt", "Bread\n")
        let torn = Self.versionOneLog + #"{"seq":4,"action":"add","args":["Ja"#
        try folder.write("log.jsonl", torn)
        let run = try TodosRun.run(["--file", "log.jsonl"], input: "list\n", in: folder)
        #expect(run.output == "  1 [ ] Milk\n  2 [ ] Bread\n  3 [ ] Zed\n3 todos: 3 active, 0 done\n")
        #expect(run.status == 0)
        let tornCopies = folder.list().filter { $0.hasPrefix("log.jsonl.torn-") }
        #expect(tornCopies.count == 1)
        #expect(tornCopies.first.flatMap { folder.read($0) } == torn, "the file as it was is kept")
        #expect(run.errors.contains("torn final line"))
        #expect(run.errors.contains("upgraded to version 2"))
        #expect(folder.read("log.jsonl")?.hasPrefix(#"{"format":"onward-action-log","version":2"#) == true)
    }

    /// A read-only version 1 log is not upgraded in place: it is replayed by the rules of its
    /// version, so its import adds the lines the todos of that time added, as `todos replay` and
    /// the upgrade of a writable log do.
    @Test func aReadOnlyVersionOneLogsImportAddsTheLinesItAddedThen() throws {
        let folder = try TemporaryFolder()
        try folder.write("list.txt", "Bread\twhole\nEggs\r\nJam\n")
        try folder.write("log.jsonl", Self.versionOneImportLog)
        chmod(folder.file("log.jsonl"), 0o444)
        let run = try TodosRun.run(["--file", "log.jsonl"], input: ":state\nadd Tea\n:undo\n:state\n", in: folder)
        let state =
            #"{"todos":[{"id":1,"isCompleted":false,"title":"Milk"},{"id":3,"isCompleted":true,"title":"Eggs\r\nJam"}]}"#
        #expect(run.output == state + "\nadded 4: Tea\nundid 5: add Tea\n" + state + "\n")
        #expect(
            run.errors
                == "error: cannot save to \(folder.file("log.jsonl")): it is read-only\n"
                + StorageFailureTests.inMemoryWarning)
        #expect(folder.read("log.jsonl") == Self.versionOneImportLog)
    }

    @Test func aReadOnlyVersionOneLogIsLoadedAndUsedInMemoryAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        try folder.write("list.txt", "Bread\n")
        try folder.write("log.jsonl", Self.versionOneLog)
        chmod(folder.file("log.jsonl"), 0o444)
        let run = try TodosRun.run(["--file", "log.jsonl"], input: "add Jam\n:undo\nlist\n", in: folder)
        #expect(
            run.output
                == "added 4: Jam\nundid 4: add Jam\n  1 [ ] Milk\n  2 [ ] Bread\n  3 [ ] Zed\n"
                + "3 todos: 3 active, 0 done\n")
        #expect(
            run.errors
                == "error: cannot save to \(folder.file("log.jsonl")): it is read-only\n"
                + StorageFailureTests.inMemoryWarning)
        #expect(folder.read("log.jsonl") == Self.versionOneLog)
        #expect(folder.list().filter { $0.hasPrefix("log.jsonl.v1-") }.isEmpty)
    }
}
