import Foundation
import Testing

/// A log that cannot be written — read-only, a full disk, a file size limit — or that a newer
/// `todos` wrote: the session says so clearly, never loses what the log held, and goes on in
/// memory when it can.
@Suite struct StorageFailureTests {
    /// The warning after a write fails during a session.
    static let stoppedWarning =
        "warning: the session goes on in memory: this change and the ones after it are not saved; "
        + "the log keeps what was saved before\n"

    /// The warning when the log cannot be written at start-up.
    static let inMemoryWarning =
        "warning: the session goes on in memory and saves nothing; the log was left as it is: "
        + "make it writable, or use another --file PATH\n"

    @Test func aReadOnlyLogIsLoadedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        let log = ActionLogText.log([("add", #"["Buy milk"]"#), ("toggle", "[1]")])
        try folder.write("todos.jsonl", log)
        // Permission bits, not only access(2): root may write a file whatever its bits say.
        chmod(folder.file("todos.jsonl"), 0o444)
        let run = try TodosRun.run(
            ["--file", "todos.jsonl"], input: "add Call Ann\nlist\n:undo\nlist\n", in: folder)
        #expect(
            run.errors
                == "error: cannot save to \(folder.file("todos.jsonl")): it is read-only\n" + Self.inMemoryWarning)
        #expect(
            run.output == """
                added 2: Call Ann
                  1 [x] Buy milk
                  2 [ ] Call Ann
                2 todos: 1 active, 1 done
                undid 3: add Call Ann
                  1 [x] Buy milk
                1 todo: 0 active, 1 done

                """
        )
        #expect(run.status == 1, "a script whose changes were not saved fails")
        #expect(folder.read("todos.jsonl") == log)
        var status = stat()
        stat(folder.file("todos.jsonl"), &status)
        #expect(status.st_mode & 0o777 == 0o444)
        #expect(folder.list().filter { !$0.hasPrefix(".run-") } == ["data", "home", "todos.jsonl"])

        let again = try TodosRun.run(["--file", "todos.jsonl"], input: "list\n", in: folder)
        #expect(again.output == "  1 [x] Buy milk\n1 todo: 0 active, 1 done\n")
    }

    @Test func aReadOnlyLogWithATornLineIsLoadedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        let log = ActionLogText.log([("add", #"["Buy milk"]"#)]) + #"{"seq":2,"action":"add","args":["Ca"#
        try folder.write("todos.jsonl", log)
        chmod(folder.file("todos.jsonl"), 0o444)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add Call Ann\n:undo\n:redo\n", in: folder)
        #expect(run.output == "added 2: Call Ann\nundid 2: add Call Ann\nredid 2: add Call Ann\n")
        #expect(run.errors.contains("torn final line"))
        #expect(run.errors.contains("warning: kept the 1 complete action\n"))
        #expect(run.errors.hasSuffix(Self.inMemoryWarning))
        #expect(folder.read("todos.jsonl") == log)
        #expect(!folder.list().contains { $0.contains(".torn-") })
    }

    @Test func aWriteThatFailsStopsSavingAndTheLogKeepsEveryCompleteLine() throws {
        let folder = try TemporaryFolder()
        let adds = (1...30).map { "add Todo number \($0)\n" }.joined()
        // A file size limit of 1024 bytes makes write(2) fail with EFBIG past it, as a full disk
        // fails with ENOSPC (SIGXFSZ, which would end the process instead, is ignored).
        // Standard output goes through a pipe, which the limit does not reach.
        let run = try run(input: adds + ":undo\nlist done\n", in: folder) { todos in
            "trap '' XFSZ; (ulimit -f 2; \(todos); echo $? >.status) | cat; exit $(cat .status)"
        }
        let log = folder.file("todos.jsonl")
        try expectSavingStopped(run, log: log, reason: "File too large", limit: 1024, adds: 30, in: folder)
    }

    /// A new action after an undo, whose line the file size limit refuses: the undone action stays
    /// in the log, so a later session can redo it, and nothing says it was dropped. Under the limit
    /// alone, as a person sets one (`ulimit -f`), `SIGXFSZ` is left at its default action, which
    /// ends a process at its write past the limit: `todos` ignores it, so the write fails and the
    /// undone action is put back. It used to end `todos` (status 153) part way through the line,
    /// after the undone action was cut off: the next start-up cut the torn line, and the undone
    /// action was only in the `.torn-` copy.
    @Test(arguments: ["trap '' XFSZ; ", ""])
    func anActionAfterAnUndoThatCannotBeSavedKeepsTheUndoneAction(signal: String) throws {
        let folder = try TemporaryFolder()
        let title = String(repeating: "y", count: 200)
        let log = ActionLogText.log(Array(repeating: ("add", #"["\#(title)"]"#), count: 3) + [("toggle", "[1]")])
        try folder.write("todos.jsonl", log)
        let long = String(repeating: "é", count: 200)
        let run = try run(input: ":undo\nadd \(long)\n", in: folder) { todos in
            "\(signal)(ulimit -f 2; \(todos); echo $? >.status) | cat; exit $(cat .status)"
        }
        let path = folder.file("todos.jsonl")
        #expect(run.output == "undid 4: toggle 1\nadded 4: \(long)\n")
        // The todos (1028 bytes) pass the limit too, wherever they go, and the session says so.
        let lost = ["beside the log", "in \(folder.file("tmp"))", "in /tmp"].map {
            "\($0): cannot write: File too large"
        }
        #expect(
            run.errors
                == "error: cannot save to \(path): cannot write: File too large\n" + Self.stoppedWarning
                + "error: cannot keep the todos as this session left them (\(lost.joined(separator: "; "))), "
                + "so what was not saved is lost\n")
        #expect(run.status == 1, "a script whose changes were not saved fails")
        #expect(UnsavedTodosFile.names(in: folder).isEmpty && UnsavedTodosFile.names(in: folder, under: "tmp").isEmpty)
        let saved = try #require(folder.read("saved.jsonl"))
        #expect(saved == log + #"{"position":3}"# + "\n", "the undone action is kept, and the undo")
        #expect(!folder.list().contains { $0.contains(".torn-") })
        let redo = try TodosRun.run(["--file", "saved.jsonl"], input: ":redo\nlist done\n", in: folder)
        #expect(redo.output == "redid 4: toggle 1\n  1 [x] \(title)\n1 done of 3 todos\n")
        #expect(redo.errors.isEmpty)
    }

    /// A session whose snapshot would pass the file size limit (`ulimit -f`, `SIGXFSZ` at its
    /// default action) ends as any other, without the snapshot: it used to be ended by the signal
    /// at its last step, status 153, leaving `todos.jsonl.snapshot.tmp` behind.
    @Test func aSnapshotPastAFileSizeLimitIsNotWrittenAndTheSessionEndsWell() throws {
        let folder = try TemporaryFolder()
        let title = String(repeating: "z", count: 300)
        // Written here, past the limit already: the session only reads it.
        let log = ActionLogText.log(Array(repeating: ("add", #"["\#(title)"]"#), count: 3))
        try folder.write("todos.jsonl", log)
        let run = try run(input: "list done\n", in: folder) { todos in
            "(ulimit -f 2; \(todos); echo $? >.status) | cat; exit $(cat .status)"
        }
        #expect(run.output == "none done of 3 todos\n")
        #expect(run.errors.isEmpty)
        #expect(run.status == 0)
        #expect(folder.read("todos.jsonl") == log)
        #expect(!folder.list().contains { $0.hasPrefix("todos.jsonl.snapshot") })
    }

    @Test(.enabled(if: DiskFull.isAvailable, "needs a tmpfs in a mount namespace: root, or CAP_SYS_ADMIN"))
    func aFullDiskStopsSavingAndTheLogKeepsEveryCompleteLine() throws {
        let folder = try TemporaryFolder()
        let adds = (1...120).map { "add Todo number \($0)\n" }.joined()
        // A 12 KiB tmpfs: two pages for a filler, one (4096 bytes) for the log.
        let run = try run(input: adds + ":undo\nlist done\n", in: folder) { todos in
            DiskFull.script(pages: 3, filler: 8192, then: todos, in: folder)
        }
        let log = folder.file("disk/todos.jsonl")
        #expect(UnsavedTodosFile.names(in: folder, under: "disk").isEmpty, "no room beside the log")
        try expectSavingStopped(
            run, log: log, reason: "No space left on device", limit: 4096, adds: 120, in: folder, unsavedIn: "tmp")
    }

    @Test(.enabled(if: DiskFull.isAvailable, "needs a tmpfs in a mount namespace: root, or CAP_SYS_ADMIN"))
    func anUndoThatTheFullDiskCannotSaveChangesNothingAndLeavesNoPartOfALine() throws {
        let folder = try TemporaryFolder()
        // Adds that leave 5 bytes of the log's one page: too few for an undo's position line.
        var titles: [String] = []
        func log(_ titles: [String]) -> String { ActionLogText.log(titles.map { ("add", #"["\#($0)"]"#) }) }
        while log(titles).utf8.count + 200 < 4091 { titles.append("Todo number \(titles.count + 1)") }
        let overhead = log(titles + [""]).utf8.count
        titles.append(String(repeating: "x", count: 4091 - overhead))
        #expect(log(titles).utf8.count == 4091)
        let input = titles.map { "add \($0)\n" }.joined() + ":undo\n:log\nlist\n"
        let run = try run(input: input, in: folder) { todos in
            DiskFull.script(pages: 3, filler: 8192, then: todos, in: folder)
        }
        #expect(
            run.errors
                == "error: line \(titles.count + 1): cannot write to \(folder.file("disk/todos.jsonl")): cannot write: "
                + "No space left on device; nothing changed: the todos and the log are as they were\n")
        // The adds, then `:log` with no undone action (no "now at" line), then every todo.
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == titles.count * 3 + 1)
        #expect(lines[2 * titles.count - 1].hasSuffix(" \(titles.count) add \(titles.last ?? "")"))
        #expect(lines.last == "\(titles.count) todos: \(titles.count) active, 0 done")
        #expect(run.status == 1)
        #expect(folder.read("saved.jsonl") == log(titles), "no part of the position line is left")
    }

    /// An undo the log saves but a recording on a full disk cannot: the undo stands, and the
    /// recording stops there, saying so, with no part of a line.
    @Test(.enabled(if: DiskFull.isAvailable, "needs a tmpfs in a mount namespace: root, or CAP_SYS_ADMIN"))
    func anUndoARecordingOnAFullDiskCannotFollowStopsTheRecordingNotTheUndo() throws {
        let folder = try TemporaryFolder()
        // Adds that leave 5 bytes of the recording's one page: too few for the undo's position line.
        var titles: [String] = []
        func log(_ titles: [String]) -> String { ActionLogText.log(titles.map { ("add", #"["\#($0)"]"#) }) }
        while log(titles).utf8.count + 200 < 4091 { titles.append("Todo number \(titles.count + 1)") }
        titles.append(String(repeating: "x", count: 4091 - log(titles + [""]).utf8.count))
        let input = ":record todos.jsonl\n" + titles.map { "add \($0)\n" }.joined() + ":undo\nlist\n:record stop\n"
        // The log is outside the full disk; the recording, in it, is the file the script keeps.
        let run = try run(input: input, in: folder) { todos in
            DiskFull.script(
                pages: 3, filler: 8192, then: todos.replacingOccurrences(of: "todos.jsonl", with: "../main.jsonl"),
                in: folder)
        }
        let recording = folder.file("disk/todos.jsonl")
        #expect(
            run.errors
                == "warning: \(recording): cannot write: No space left on device; recording stopped\n"
                + "error: line \(titles.count + 4): the recording to \(recording) stopped: cannot write: "
                + "No space left on device\n")
        let lines = run.output.split(separator: "\n")
        #expect(lines.contains("undid \(titles.count): add \(titles.last ?? "")"))
        #expect(lines.last == "\(titles.count - 1) todos: \(titles.count - 1) active, 0 done")
        #expect(run.status == 1)
        #expect(folder.read("saved.jsonl") == log(titles), "the recording holds every add and no part of a line")
        #expect(folder.read("main.jsonl") == log(titles) + #"{"position":\#(titles.count - 1)}"# + "\n")
    }

    /// A version 1 log whose upgrade the disk has no room for is refused as a log that cannot be
    /// written, not as a damaged one, and left as it was. The upgrade fails at its first line
    /// (8 KiB taken before: no page left), or at the import's line, which records each of 300
    /// lines (4 KiB taken: one page left).
    @Test(
        .enabled(if: DiskFull.isAvailable, "needs a tmpfs in a mount namespace: root, or CAP_SYS_ADMIN"),
        arguments: [8192, 4096])
    func aVersionOneLogWhoseUpgradeTheDiskHasNoRoomForIsRefusedAndLeftAsItWas(filler: Int) throws {
        let folder = try TemporaryFolder()
        let log =
            #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
            + #"{"seq":1,"action":"importFile","args":["list.txt"]}"# + "\n"
        let setUp = "printf '%s' '\(log)' >todos.jsonl && seq 1 300 | sed 's/^/Item /' >list.txt"
        let run = try run(input: "list\n", in: folder) { todos in
            DiskFull.script(pages: 4, filler: filler, then: setUp + " && " + todos, in: folder)
        }
        #expect(
            run.errors
                == "todos: cannot use \(folder.file("disk/todos.jsonl")): its upgrade from log format version 1 "
                + "cannot be written beside it (cannot write: No space left on device), so it was left as it is; "
                + "use another --file PATH, or --memory\n")
        #expect(run.output.isEmpty)
        #expect(run.status == 1)
        #expect(folder.read("saved.jsonl") == log)
    }

    /// A hard-linked version 1 log is upgraded in place (so that its other name sees the upgrade),
    /// after its room is reserved: the upgrade (3 pages) is written beside it, and the old log kept
    /// (1 page), but no page is left for the log to grow, so it is left as it was, without a copy.
    @Test(.enabled(if: DiskFull.isAvailable, "needs a tmpfs in a mount namespace: root, or CAP_SYS_ADMIN"))
    func aHardLinkedVersionOneLogWithNoRoomToGrowIsRefusedAndLeftAsItWas() throws {
        let folder = try TemporaryFolder()
        let log =
            #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
            + #"{"seq":1,"action":"importFile","args":["list.txt"]}"# + "\n"
        let setUp =
            "printf '%s' '\(log)' >todos.jsonl && ln todos.jsonl other.jsonl && seq 1 300 | sed 's/^/Item /' >list.txt"
        let run = try run(input: "list\n", in: folder) { todos in
            let listed = "status=$?; ls >../listing.txt; (exit $status)"
            return DiskFull.script(pages: 7, filler: 0, then: "\(setUp) && \(todos); \(listed)", in: folder)
        }
        #expect(
            run.errors
                == "todos: cannot use \(folder.file("disk/todos.jsonl")): cannot write its upgrade in its place "
                + "(No space left on device), so it was left as it is; use another --file PATH, or --memory\n")
        #expect(run.output.isEmpty)
        #expect(run.status == 1)
        #expect(folder.read("saved.jsonl") == log)
        #expect(folder.read("listing.txt") == "filler\nlist.txt\nother.jsonl\ntodos.jsonl\n")
    }

    @Test(.enabled(if: DiskFull.isAvailable, "needs a tmpfs in a mount namespace: root, or CAP_SYS_ADMIN"))
    func aLogOnAFullDiskIsNotStartedAndTheSessionGoesOnInMemory() throws {
        let folder = try TemporaryFolder()
        let run = try run(input: "add Buy milk\n:undo\n:redo\n", in: folder) { todos in
            DiskFull.script(pages: 2, filler: nil, then: todos, in: folder)
        }
        #expect(
            run.errors
                == "error: cannot save to \(folder.file("disk/todos.jsonl")): cannot write: No space left on device\n"
                + Self.inMemoryWarning
        )
        #expect(run.output == "added 1: Buy milk\nundid 1: add Buy milk\nredid 1: add Buy milk\n")
        #expect(run.status == 1)
        #expect(folder.read("saved.jsonl") == "", "no part of a header is left")
    }

    @Test(.enabled(if: DiskFull.isAvailable, "needs a tmpfs in a mount namespace: root, or CAP_SYS_ADMIN"))
    func aLogOnAReadOnlyDiskIsLoaded() throws {
        let folder = try TemporaryFolder()
        let log = ActionLogText.log([("add", #"["Buy milk"]"#)])
        try folder.write("seed.jsonl", log)
        let run = try run(input: "add Call Ann\nlist\n", in: folder, script: DiskFull.readOnlyScript)
        #expect(
            run.errors
                == "error: cannot save to \(folder.file("disk/todos.jsonl")): it is read-only\n" + Self.inMemoryWarning)
        #expect(run.output == "added 2: Call Ann\n  1 [ ] Buy milk\n  2 [ ] Call Ann\n2 todos: 2 active, 0 done\n")
        #expect(run.status == 1)
        #expect(folder.read("saved.jsonl") == log)
    }

    /// A full temporary folder gives way to `/tmp` for the scratch log, as a missing one does:
    /// `--memory` used to refuse to start (suggesting `--memory`), and a read-only log, after
    /// saying that the session goes on in memory, stopped `todos` instead.
    @Test(
        .enabled(if: DiskFull.isAvailable, "needs a tmpfs in a mount namespace: root, or CAP_SYS_ADMIN"),
        arguments: [false, true])
    func aFullTemporaryFolderGivesWayToTmp(readOnlyLog: Bool) throws {
        let folder = try TemporaryFolder()
        let log = ActionLogText.log([("add", #"["Buy milk"]"#)])
        try folder.write("read-only.jsonl", log)
        chmod(folder.file("read-only.jsonl"), 0o444)
        let storage = readOnlyLog ? "--file ../read-only.jsonl" : "--memory"
        let run = try run(input: "add Call Ann\n:undo\n:redo\nlist\n", in: folder) { _ in
            // The full tmpfs is the temporary folder; the link, which takes no room there, is what
            // the script copies after the session.
            DiskFull.script(
                pages: 2, filler: nil,
                then: "TMPDIR=\"$PWD\" '\(TodosBinary.path)' \(storage); s=$?; "
                    + "ln -s ../read-only.jsonl todos.jsonl; (exit $s)",
                in: folder)
        }
        let first = readOnlyLog ? "  1 [ ] Buy milk\n" : ""
        let number = readOnlyLog ? 2 : 1
        let count = readOnlyLog ? "2 todos: 2 active" : "1 todo: 1 active"
        #expect(
            run.output
                == "added \(number): Call Ann\nundid \(number): add Call Ann\nredid \(number): add Call Ann\n\(first)"
                + "  \(number) [ ] Call Ann\n\(count), 0 done\n")
        if readOnlyLog {
            #expect(
                run.errors
                    == "error: cannot save to \(folder.file("read-only.jsonl")): it is read-only\n"
                    + Self.inMemoryWarning)
            #expect(run.status == 1)
        } else {
            #expect(run.errors.isEmpty && run.status == 0)
        }
        #expect(folder.read("read-only.jsonl") == log)
    }

    @Test func aLogFromANewerTodosIsRefusedAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        let log =
            #"{"format":"onward-action-log","version":3,"store":"ToDoStore","compressed":true}"# + "\n"
            + #"{"seq":1,"action":"add","args":["Buy milk"],"tags":["home"]}"# + "\n"
        try folder.write("todos.jsonl", log)
        let run = try TodosRun.run(["--file", "todos.jsonl"], input: "add Call Ann\n", in: folder)
        #expect(
            run.errors
                == "todos: \(folder.file("todos.jsonl")):1: unknown format version 3: this build reads versions 1 to 2; "
                + "the log was left as it is: open it with the todos that wrote it, or use --file PATH\n"
        )
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(folder.read("todos.jsonl") == log)
        #expect(folder.list().filter { !$0.hasPrefix(".run-") } == ["data", "home", "todos.jsonl"])
    }

    /// Checks a run whose log stopped being written after `limit` bytes: one error and one warning,
    /// every command answered, the history commands refused, and a log of whole lines that loads.
    private func expectSavingStopped(
        _ run: TodosRun,
        log path: String,
        reason: String,
        limit: Int,
        adds: Int,
        in folder: TemporaryFolder,
        unsavedIn unsavedFolder: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let saved = try #require(folder.read("saved.jsonl"), sourceLocation: sourceLocation)
        var kept = 0
        while (ActionLogText.log((0..<kept + 1).map { ("add", #"["Todo number \#($0 + 1)"]"#) })).utf8.count <= limit {
            kept += 1
        }
        let expectedLog = ActionLogText.log((0..<kept).map { ("add", #"["Todo number \#($0 + 1)"]"#) })
        #expect(saved == expectedLog, "the log holds exactly the whole lines written", sourceLocation: sourceLocation)
        #expect(kept > 0 && kept < adds, sourceLocation: sourceLocation)
        let refused =
            "error: line \(adds + 1): the session is no longer saved to \(path) "
            + "(cannot write: \(reason)), so the log does not hold it: "
            + "':undo', ':redo', ':jump', ':log' and ':record' are off until todos is restarted\n"
        let unsaved = try UnsavedTodosFile.path(in: folder, under: unsavedFolder, sourceLocation: sourceLocation)
        #expect(
            run.errors == "error: cannot save to \(path): cannot write: \(reason)\n" + Self.stoppedWarning + refused
                + UnsavedTodosFile.warning(unsaved),
            sourceLocation: sourceLocation
        )
        // Every add: the undo was refused.
        let listed = (1...adds).map { String(format: "%3d [ ] Todo number %d\n", $0, $0) }.joined()
        #expect(
            try UnsavedTodosFile.imported(unsaved, in: folder, sourceLocation: sourceLocation)
                == listed + "\(adds) todos: \(adds) active, 0 done\n", sourceLocation: sourceLocation)
        let answers = (1...adds).map { "added \($0): Todo number \($0)\n" }.joined()
        #expect(run.output == answers + "none done of \(adds) todos\n", sourceLocation: sourceLocation)
        #expect(run.status == 1, "a script whose changes were not saved fails", sourceLocation: sourceLocation)

        try folder.write("todos.jsonl", saved)
        let restart = try TodosRun.run(["--file", "todos.jsonl"], input: ":state\n", in: folder)
        #expect(restart.errors.isEmpty, sourceLocation: sourceLocation)
        #expect(restart.output.components(separatedBy: #""id":"#).count - 1 == kept, sourceLocation: sourceLocation)
    }

    /// Runs `todos --file todos.jsonl` (in `disk/` when the script mounts one) through a shell
    /// script, its temporary folder the test's `tmp/`, then copies the log to `saved.jsonl`.
    ///
    /// - Parameters:
    ///   - input: The standard input.
    ///   - folder: The working folder.
    ///   - script: Makes the script from the command line that starts `todos`.
    /// - Returns: The outputs and the status of `todos`.
    private func run(
        input: String,
        in folder: TemporaryFolder,
        script: (String) -> String
    ) throws -> TodosRun {
        try folder.write("input.txt", input)
        try folder.write("output.txt", "")
        try folder.write("errors.txt", "")
        try FileManager.default.createDirectory(atPath: folder.file("disk"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("tmp"), withIntermediateDirectories: true)
        let todos = "'\(TodosBinary.path)' --file todos.jsonl"
        let status = try Spawn.run(
            "/bin/sh",
            ["-c", script(todos)],
            environment: TodosRun.environment(folder: folder, changes: ["TMPDIR": folder.file("tmp")]),
            directory: folder.path,
            input: folder.file("input.txt"),
            output: folder.file("output.txt"),
            errors: folder.file("errors.txt")
        )
        if !FileManager.default.fileExists(atPath: folder.file("saved.jsonl")) {
            try? FileManager.default.copyItem(atPath: folder.file("todos.jsonl"), toPath: folder.file("saved.jsonl"))
        }
        return TodosRun(
            output: folder.read("output.txt") ?? "", errors: folder.read("errors.txt") ?? "", status: status)
    }
}
