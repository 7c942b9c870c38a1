import Foundation
import Testing

/// `:record FILE` and `:record stop`: a new log that replays to the session's state.
@Suite struct RecordTests {
    @Test func recordWritesANewLogThatReplaysToTheSameState() throws {
        let folder = try TemporaryFolder()
        let script = "add A\n:record\n:record session.jsonl\nadd B\ndone 1\n:record\n:record stop\nadd C\n:state\n"
        let run = try TodosRun.run(["--memory"], input: script, in: folder)
        let path = folder.file("session.jsonl")
        #expect(
            run.output == """
                added 1: A
                not recording; ':record <file>' records the session to a new log
                recording to session.jsonl: the 1 action so far, then each new one; ':record stop' stops
                added 2: B
                completed 1: A
                recording to \(path) (3 actions)
                stopped recording: \(path) holds 3 actions
                added 3: C
                {"todos":[{"id":1,"isCompleted":true,"title":"A"},{"id":2,"isCompleted":false,"title":"B"},{"id":3,"isCompleted":false,"title":"C"}]}

                """
        )
        #expect(run.status == 0)
        #expect(
            folder.read("session.jsonl")
                == ActionLogText.log([("add", #"["A"]"#), ("add", #"["B"]"#), ("toggle", "[1]")]))
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600, "only its owner may read the titles")
        let replay = try TodosRun.run(["replay", "session.jsonl", "--print-state", "json"], in: folder)
        #expect(
            replay.output
                == #"{"todos":[{"id":1,"isCompleted":true,"title":"A"},{"id":2,"isCompleted":false,"title":"B"}]}"#
                + "\n")
    }

    @Test func aRecordingFollowsUndoAndRedo() throws {
        let folder = try TemporaryFolder()
        let script = "add A\nadd B\n:undo\n:record rec.jsonl\n:redo\n:undo\nadd C\n:record stop\n"
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: script, in: folder)
        #expect(run.status == 0)
        #expect(folder.read("rec.jsonl") == folder.read("todos.jsonl"))
        #expect(folder.read("rec.jsonl") == ActionLogText.log([("add", #"["A"]"#), ("add", #"["C"]"#)]))
    }

    /// A recording whose file another program moved away stops, says so, and is no longer shown
    /// as running (`:record` used to say it was); a new one may start.
    @Test func aRecordingThatStoppedIsNotShownAsRunningAndGivesWay() throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "log.jsonl"], answering: "add Milk\n:record rec.jsonl\nadd Bread\n", lines: 3, in: folder,
            errors: folder.file("errors.txt"))
        try FileManager.default.moveItem(atPath: folder.file("rec.jsonl"), toPath: folder.file("moved.jsonl"))
        try session.input?.write(contentsOf: Data("add Eggs\n:record\n:record again.jsonl\n:record\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 0)
        let output = try #require(session.output?.readToEnd()).split(separator: "\n").map(String.init)
        #expect(
            output == [
                "added 1: Milk", "recording to rec.jsonl: the 1 action so far, then each new one; ':record stop' stops",
                "added 2: Bread", "added 3: Eggs", "not recording; ':record <file>' records the session to a new log",
                "recording to again.jsonl: the 3 actions so far, then each new one; ':record stop' stops",
                "recording to \(folder.file("again.jsonl")) (3 actions)",
            ])
        #expect(folder.read("errors.txt")?.contains("recording stopped") == true)
        #expect(folder.read("again.jsonl") == folder.read("log.jsonl"))
    }

    @Test func aRecordingStopsWithTheSession() throws {
        let folder = try TemporaryFolder()
        _ = try TodosRun.run(["--memory"], input: ":record rec.jsonl\nadd A\n", in: folder)
        #expect(folder.read("rec.jsonl") == ActionLogText.log([("add", #"["A"]"#)]))
        #expect(!folder.list().contains("rec.jsonl.lock"))
    }

    @Test(.timeLimit(.minutes(5)))
    func aRecordingIsLockedAsALogIs() throws {
        let folder = try TemporaryFolder()
        let recording = try TodosRun.startHolding(
            ["--memory"], answering: "add A\n:record rec.jsonl\n", lines: 2, in: folder)
        try TodosRun.expectRefused(file: "rec.jsonl", heldBy: recording.pid, in: folder)
        try recording.input?.write(contentsOf: Data("add C\n:record stop\n".utf8))
        try recording.input?.close()
        #expect(Spawn.wait(recording.pid) == 0)
        #expect(folder.read("rec.jsonl") == ActionLogText.log([("add", #"["A"]"#), ("add", #"["C"]"#)]))
        #expect(!folder.list().contains("rec.jsonl.lock"))
    }

    /// `:record stop` with more words is refused, and the recording goes on (it used to start a
    /// recording to a file named `stop now`).
    @Test func wordsAfterStopAreRefused() throws {
        let folder = try TemporaryFolder()
        let script = "add A\n:record rec.jsonl\n:record stop now\nadd B\n:record stop\n"
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: script, in: folder)
        #expect(
            run.errors
                == "error: line 3: ':record stop' takes no arguments, not 'now'; type ':record stop', or "
                + "':record \"stop now\"' to record to a file of that name\n")
        #expect(run.output.hasSuffix("added 2: B\nstopped recording: \(folder.file("rec.jsonl")) holds 2 actions\n"))
        #expect(run.status == 1)
        #expect(folder.read("rec.jsonl") == ActionLogText.log([("add", #"["A"]"#), ("add", #"["B"]"#)]))
        #expect(folder.read("todos.jsonl") == folder.read("rec.jsonl"))
        #expect(!folder.list().contains("stop now"))
    }

    @Test func recordMistakesAreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("taken.jsonl", "")
        let script = ":record stop\n:record taken.jsonl\n:record nowhere/rec.jsonl\n:record a.jsonl\n:record b.jsonl\n"
        let run = try TodosRun.run(["--memory"], input: script, in: folder)
        #expect(
            run.errors == """
                error: line 1: not recording; type ':record <file>' to start
                error: line 2: \(folder.file("taken.jsonl")) exists; ':record' starts a new log, so give a file that does not exist
                error: line 3: cannot record to \(folder.file("nowhere/rec.jsonl")): No such file or directory
                error: line 5: already recording to \(folder.file("a.jsonl")); type ':record stop' first

                """
        )
        #expect(run.status == 1)
        #expect(!folder.list().contains("b.jsonl"))
    }
}
