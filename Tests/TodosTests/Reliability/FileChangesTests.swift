import Foundation
import Testing

/// Files that change under a running session, or that stand where `todos` keeps its own: the log
/// replaced or reached by a hard link, files beside it that `todos` did not make, and the scratch
/// log of `--memory`. Each runs the real binary.
@Suite struct FileChangesTests {
    @Test func aLogReplacedDuringASessionIsKeptBesideItAndGetsNoSnapshot() throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "rep.jsonl"], answering: "add first\n", lines: 1, in: folder, errors: folder.file("errors.txt"))
        // Another program saves the log by rename, as an editor or a sync tool does.
        let elsewhere = ActionLogText.log([("add", #"["written elsewhere"]"#)])
        try folder.write("rep.tmp", elsewhere)
        #expect(rename(folder.file("rep.tmp"), folder.file("rep.jsonl")) == 0)
        try session.input?.write(contentsOf: Data("add second\ndone 1\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1, "a script whose changes were not all saved fails")
        #expect(session.output?.readToEnd() == "added 1: first\nadded 2: second\ncompleted 1: first\n")

        let copies = folder.list().filter { $0.hasPrefix("rep.jsonl.session-") }
        try #require(copies.count == 1)
        let unsaved = try UnsavedTodosFile.path(in: folder)
        #expect(
            folder.read("errors.txt")
                == "error: cannot save to \(folder.file("rep.jsonl")): another program replaced or removed it "
                + "during this session\nwarning: the session goes on in memory: this change and the ones after it "
                + "are not saved; what it held, with what this session saved before, is in "
                + "\(folder.file(copies[0])) (use it with --file)\n" + UnsavedTodosFile.warning(unsaved))
        #expect(
            try UnsavedTodosFile.imported(unsaved, in: folder)
                == "  1 [x] first\n  2 [ ] second\n2 todos: 1 active, 1 done\n")
        #expect(folder.read(copies[0]) == ActionLogText.log([("add", #"["first"]"#)]))
        #expect(folder.read("rep.jsonl") == elsewhere, "the new file is left as the other program wrote it")
        #expect(!folder.list().contains("rep.jsonl.snapshot"), "no snapshot pairs the session with the new file")
        let next = try TodosRun.run(["--file", "rep.jsonl"], input: "list\n", in: folder)
        #expect(next.output == "  1 [ ] written elsewhere\n1 todo: 1 active, 0 done\n")
        let kept = try TodosRun.run(["--file", copies[0]], input: "list\n", in: folder)
        #expect(kept.output == "  1 [ ] first\n1 todo: 1 active, 0 done\n")
    }

    /// A log whose name leaves no room for `.session-<time>` in the folder (240 bytes of the 255 a
    /// name may take) is kept all the same when another program replaces it, under its name cut
    /// short: the copy's name was too long to be made, and what the session had saved went with
    /// the replaced file.
    @Test func aLogWithALongNameReplacedDuringASessionIsKeptBesideIt() throws {
        let folder = try TemporaryFolder()
        let name = String(repeating: "n", count: 234) + ".jsonl"
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", name], answering: "add first\n", lines: 1, in: folder, errors: folder.file("errors.txt"))
        try folder.write("new.tmp", ActionLogText.log([("add", #"["written elsewhere"]"#)]))
        #expect(rename(folder.file("new.tmp"), folder.file(name)) == 0)
        try session.input?.write(contentsOf: Data("add second\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1)
        let copies = folder.list().filter { $0.contains(".session-") }
        try #require(copies.count == 1, "errors: \(folder.read("errors.txt") ?? "")")
        #expect(copies[0].hasPrefix(String(repeating: "n", count: 200)) && copies[0].utf8.count <= 255)
        #expect(folder.read("errors.txt")?.contains("is in \(folder.file(copies[0])) (use it with --file)") == true)
        #expect(folder.read(copies[0]) == ActionLogText.log([("add", #"["first"]"#)]))
        // The todos, kept under the name cut short too.
        let unsaved = (try UnsavedTodosFile.path(in: folder) as NSString).lastPathComponent
        #expect(unsaved.hasPrefix(String(repeating: "n", count: 200)) && unsaved.utf8.count <= 255)
        #expect(folder.read("errors.txt")?.hasSuffix(UnsavedTodosFile.warning(folder.file(unsaved))) == true)
    }

    /// Another program appends a line to the log while a session runs (a writer that takes no
    /// lock): the session stops saving before its next line, so no line of its own follows one it
    /// did not write, and no snapshot pairs its state with the other program's line (one did, and
    /// the next start-up left the line out); the next start-up replays the line.
    @Test func aLineAnotherProgramAppendsStopsSavingAndIsReplayedAtTheNextStart() throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "app.jsonl"], answering: "add Milk\nadd Bread\n", lines: 2, in: folder,
            errors: folder.file("errors.txt"))
        let appended = #"{"seq":3,"action":"add","args":["Eggs"]}"# + "\n"
        let other = try #require(FileHandle(forWritingAtPath: folder.file("app.jsonl")))
        try other.seekToEnd()
        try other.write(contentsOf: Data(appended.utf8))
        try other.close()
        try session.input?.write(contentsOf: Data("add Jam\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1, "a script whose changes were not all saved fails")
        #expect(
            folder.read("errors.txt")
                == "error: cannot save to \(folder.file("app.jsonl")): another program appended to it during this "
                + "session\nwarning: the session goes on in memory: this change and the ones after it are not saved; "
                + "the log keeps what was saved before\n"
                + UnsavedTodosFile.warning(try UnsavedTodosFile.path(in: folder)))
        #expect(
            folder.read("app.jsonl") == ActionLogText.log([("add", #"["Milk"]"#), ("add", #"["Bread"]"#)]) + appended)
        let next = try TodosRun.run(["--file", "app.jsonl"], input: "list\n", in: folder)
        #expect(next.output == "  1 [ ] Milk\n  2 [ ] Bread\n  3 [ ] Eggs\n3 todos: 3 active, 0 done\n")
        #expect(next.errors.isEmpty)
    }

    /// Another program saves the log in place (an editor that writes the file over), at its size
    /// (`Milk` made `Mylk`: its time of change, not the one the session left, tells) or longer
    /// (`Oat milk`: not an append, since what the session wrote last is no longer where it was):
    /// saving stops before the session's next line, and the warning says the log is as the other
    /// program left it. (The test dates the change a minute back, so that it never falls in the
    /// same tick of the file system's clock as the session's write.)
    @Test(arguments: ["Mylk", "Oat milk"])
    func aLogSavedInPlaceStopsSaving(title: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "ed.jsonl"], answering: "add Milk\n", lines: 1, in: folder, errors: folder.file("errors.txt"))
        let edited = ActionLogText.log([("add", #"["\#(title)"]"#)])
        try folder.write("ed.jsonl", edited)
        let minuteAgo = timespec(tv_sec: time(nil) - 60, tv_nsec: 0)
        #expect(utimensat(AT_FDCWD, folder.file("ed.jsonl"), [minuteAgo, minuteAgo], 0) == 0)
        try session.input?.write(contentsOf: Data("add Bread\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1, "a script whose changes were not all saved fails")
        #expect(
            folder.read("errors.txt")
                == "error: cannot save to \(folder.file("ed.jsonl")): another program changed it during this session\n"
                + "warning: the session goes on in memory: this change and the ones after it are not saved; "
                + "the log is as the other program left it, and what this session saved may not be in it\n"
                + UnsavedTodosFile.warning(try UnsavedTodosFile.path(in: folder)))
        #expect(folder.read("ed.jsonl") == edited, "nothing follows the other program's change")
    }

    /// A log `touch` dates a minute back between two commands (its time of change alone new, as a
    /// backup tool leaves it too) goes on saving: its bytes are the ones the session left (it
    /// used to stop saving, saying another program had changed it).
    @Test func aLogTouchedDuringASessionGoesOnSaving() throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "t.jsonl"], answering: "add Milk\n", lines: 1, in: folder, errors: folder.file("errors.txt"))
        let touch = try Spawn.run(
            "/usr/bin/touch", ["-d", "1 minute ago", folder.file("t.jsonl")], environment: [:])
        #expect(touch == 0)
        try session.input?.write(contentsOf: Data("add Bread\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 0)
        #expect(folder.read("errors.txt") == "")
        #expect(folder.read("t.jsonl") == ActionLogText.log([("add", #"["Milk"]"#), ("add", #"["Bread"]"#)]))
    }

    /// A line another program appends after the session's last command is found as the session
    /// ends, by the check before the snapshot: the warning says the session ends, not that it goes
    /// on in memory, and no snapshot is written.
    @Test func aLineAnotherProgramAppendsAfterTheLastCommandIsSaidAsTheSessionEnds() throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "end.jsonl"], answering: "add Milk\n", lines: 1, in: folder, errors: folder.file("errors.txt"))
        let other = try #require(FileHandle(forWritingAtPath: folder.file("end.jsonl")))
        try other.seekToEnd()
        try other.write(contentsOf: Data((#"{"seq":2,"action":"add","args":["Eggs"]}"# + "\n").utf8))
        try other.close()
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1, "the log is not the one the session left")
        #expect(
            folder.read("errors.txt")
                == "error: cannot save to \(folder.file("end.jsonl")): another program appended to it during this "
                + "session\nwarning: the session ends: the log keeps what was saved before\n")
        #expect(!folder.list().contains("end.jsonl.snapshot"))
        #expect(UnsavedTodosFile.names(in: folder).isEmpty, "the log holds what the session did")
    }

    /// The first action after an undo drops the undone ones from the log; when the log was cut
    /// short meanwhile, the action cannot follow the ones in effect, and saving stops there.
    @Test func anActionAfterAnUndoOnALogCutShortMeanwhileStopsSaving() throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "cut.jsonl"], answering: "add a\nadd b\nadd c\n:undo\n", lines: 4, in: folder,
            errors: folder.file("errors.txt"))
        // Another program cuts the log in place to its first action.
        let cut = ActionLogText.log([("add", #"["a"]"#)])
        #expect(truncate(folder.file("cut.jsonl"), off_t(cut.utf8.count)) == 0)
        try session.input?.write(contentsOf: Data("add d\nadd e\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1, "a script whose changes were not all saved fails")
        #expect(
            folder.read("errors.txt")
                == "error: cannot save to \(folder.file("cut.jsonl")): the log is shorter than this session left it; "
                + "it was changed by someone else\nwarning: the session goes on in memory: this change and the ones after it "
                + "are not saved; the log is as the other program left it, and what this session saved may not be "
                + "in it\n" + UnsavedTodosFile.warning(try UnsavedTodosFile.path(in: folder)))
        #expect(folder.read("cut.jsonl") == cut, "nothing follows the cut")
    }

    /// The warnings of a session whose log another program cut short (emptied here).
    static func cutShortWarnings(_ log: String, unsaved: String = "this change and the ones after it are not saved")
        -> String
    {
        "error: cannot save to \(log): the log is shorter than this session left it; it was changed by someone "
            + "else\nwarning: the session goes on in memory: \(unsaved); the log is as the other program left it, "
            + "and what this session saved may not be in it\n"
    }

    /// A log emptied by another program during a session (`: > log`): what the session did, before
    /// and after, is in no file, so as it ends (`:quit`) it writes the todos beside the log, where
    /// `import` reads them back into a new list, titles and done flags as they were (a title that
    /// begins like a box, or holds a line separator, included). They used to be lost.
    @Test func aLogEmptiedDuringASessionLeavesTheTodosInAFileImportReads() throws {
        let folder = try TemporaryFolder()
        #expect(try TodosRun.run(["--file", "t.jsonl"], input: "add one\nadd two\n", in: folder).status == 0)
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "t.jsonl"], answering: "add three\n", lines: 1, in: folder, errors: folder.file("errors.txt"))
        #expect(truncate(folder.file("t.jsonl"), 0) == 0)
        try session.input?.write(contentsOf: Data("add - [ ] four\ndone 4\nadd line\u{2028}separator\n:quit\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1, "a script whose changes were not all saved fails")
        let unsaved = try UnsavedTodosFile.path(in: folder)
        #expect(unsaved.hasPrefix(folder.file("t.jsonl.unsaved-")))
        #expect(
            folder.read("errors.txt")
                == Self.cutShortWarnings(folder.file("t.jsonl")) + UnsavedTodosFile.warning(unsaved))
        #expect(folder.read("t.jsonl") == "", "the log is left as the other program left it")
        var status = stat()
        #expect(stat(unsaved, &status) == 0 && status.st_mode & 0o777 == 0o600, "only its owner may read the titles")
        #expect(
            try UnsavedTodosFile.imported(unsaved, in: folder)
                == "  1 [ ] one\n  2 [ ] two\n  3 [ ] three\n  4 [x] - [ ] four\n  5 [ ] line\u{2028}separator\n"
                + "5 todos: 4 active, 1 done\n")
    }

    /// A log emptied during a session that changes nothing after: what the session saved is gone
    /// with the log's bytes, so its todos are kept all the same, at the end of its input.
    @Test func aLogEmptiedDuringASessionThatChangesNothingAfterLeavesTheTodosInAFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "t.jsonl"], answering: "add one\ndone 1\n", lines: 2, in: folder,
            errors: folder.file("errors.txt"))
        #expect(truncate(folder.file("t.jsonl"), 0) == 0)
        try session.input?.write(contentsOf: Data("list\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1)
        let unsaved = try UnsavedTodosFile.path(in: folder)
        #expect(
            folder.read("errors.txt")
                == "error: cannot save to \(folder.file("t.jsonl")): the log is shorter than this session left it; "
                + "it was changed by someone else\nwarning: the session ends: the log is as the other program left "
                + "it, and what this session saved may not be in it\n" + UnsavedTodosFile.warning(unsaved))
        #expect(try UnsavedTodosFile.imported(unsaved, in: folder) == "  1 [x] one\n1 todo: 0 active, 1 done\n")
    }

    /// Titles a hand-made log holds, which `add` would have refused or trimmed (a line break, a tab,
    /// spaces around), are kept as they are; the warning says that `import` will not read them
    /// back as they are until they are fixed (it used to say only to import the file, which then
    /// refused its tab, or split the title with a line break in two).
    @Test func titlesImportWouldNotReadBackAreKeptAndSaid() throws {
        let folder = try TemporaryFolder()
        let titles = [#""two\nlines""#, #""tab\there""#, #""  spaced  ""#, #""ok""#]
        try folder.write("t.jsonl", ActionLogText.log(titles.map { ("add", "[\($0)]") }))
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "t.jsonl"], answering: "list\n", lines: 5, in: folder, errors: folder.file("errors.txt"))
        #expect(truncate(folder.file("t.jsonl"), 0) == 0)
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1)
        let unsaved = try UnsavedTodosFile.path(in: folder)
        #expect(
            folder.read((unsaved as NSString).lastPathComponent)
                == "- [ ] two\nlines\n- [ ] tab\there\n- [ ]   spaced  \n- [ ] ok\n")
        #expect(
            folder.read("errors.txt")
                == "error: cannot save to \(folder.file("t.jsonl")): the log is shorter than this session left it; "
                + "it was changed by someone else\nwarning: the session ends: the log is as the other program left "
                + "it, and what this session saved may not be in it\n" + UnsavedTodosFile.warning(unsaved).dropLast()
                + "; first fix the 3 titles in it that 'import' refuses or changes (a control character, "
                + "a line break, spaces around it, an empty title)\n")
    }

    /// A log replaced during a session that changes nothing after: the copy beside it holds all
    /// the session did, so no file of todos is written.
    @Test func aLogReplacedDuringASessionThatChangesNothingAfterGetsNoFileOfTodos() throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "rep.jsonl"], answering: "add first\n", lines: 1, in: folder, errors: folder.file("errors.txt"))
        try folder.write("rep.tmp", ActionLogText.log([("add", #"["written elsewhere"]"#)]))
        #expect(rename(folder.file("rep.tmp"), folder.file("rep.jsonl")) == 0)
        try session.input?.write(contentsOf: Data("list\n:undo\nlist\n".utf8))
        try session.input?.close()
        #expect(Spawn.wait(session.pid) == 1)
        let copies = folder.list().filter { $0.hasPrefix("rep.jsonl.session-") }
        try #require(copies.count == 1)
        #expect(folder.read("errors.txt")?.hasPrefix("error: cannot save to \(folder.file("rep.jsonl"))") == true)
        #expect(folder.read("errors.txt")?.contains("warning: the todos") == false)
        #expect(UnsavedTodosFile.names(in: folder).isEmpty)
        #expect(folder.read(copies[0]) == ActionLogText.log([("add", #"["first"]"#)]))
    }

    @Test func aHardLinkToALogIsLockedWithIt() throws {
        let folder = try TemporaryFolder()
        #expect(try TodosRun.run(["--file", "h.jsonl"], input: "add A\n", in: folder).status == 0)
        #expect(link(folder.file("h.jsonl"), folder.file("h2.jsonl")) == 0)
        let first = try TodosRun.startHolding(["--file", "h.jsonl"], answering: "list\n", lines: 2, in: folder)
        try TodosRun.expectRefused(file: "h2.jsonl", heldBy: first.pid, in: folder)
        try first.input?.write(contentsOf: Data("add C\n".utf8))
        try first.input?.close()
        #expect(Spawn.wait(first.pid) == 0)
        #expect(folder.read("h2.jsonl") == ActionLogText.log([("add", #"["A"]"#), ("add", #"["C"]"#)]))
    }

    @Test func anUpgradedLogIsLockedAndALinkWhereTheUpgradeGoesIsNeverWrittenThrough() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "old.jsonl",
            #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
                + #"{"seq":1,"action":"add","args":["A"]}"# + "\n")
        try folder.write("important.txt", "keep me\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("old.jsonl.upgrading"), withDestinationPath: "important.txt")
        let first = try TodosRun.startHolding(["--file", "old.jsonl"], answering: "list\n", lines: 2, in: folder)
        try TodosRun.expectRefused(file: "old.jsonl", heldBy: first.pid, in: folder)
        try first.input?.close()
        #expect(Spawn.wait(first.pid) == 0)
        #expect(folder.read("important.txt") == "keep me\n")
        #expect(folder.read("old.jsonl") == ActionLogText.log([("add", #"["A"]"#)]))
        #expect(!folder.list().contains("old.jsonl.upgrading"))
    }

    /// A file of the user's where the upgrade is written first is left as it is (it used to be
    /// deleted), and the upgrade goes through a name of its own.
    @Test func aFileOfTheUsersWhereTheUpgradeGoesIsLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "old.jsonl",
            #"{"format":"onward-action-log","version":1,"store":"ToDoStore"}"# + "\n"
                + #"{"seq":1,"action":"add","args":["A"]}"# + "\n")
        try folder.write("old.jsonl.upgrading", "my notes\n")
        let run = try TodosRun.run(["--file", "old.jsonl"], input: "list\n", in: folder)
        #expect(run.status == 0)
        #expect(run.output.contains("A"))
        #expect(folder.read("old.jsonl.upgrading") == "my notes\n")
        #expect(folder.read("old.jsonl")?.hasPrefix(#"{"format":"onward-action-log","version":2"#) == true)
        #expect(!folder.list().contains { $0.hasPrefix("old.jsonl.upgrading-") })
    }

    @Test func aReadOnlyLogIsLockedWhileASessionReadsIt() throws {
        let folder = try TemporaryFolder()
        let log = ActionLogText.log([("add", #"["A"]"#)])
        try folder.write("ro.jsonl", log)
        chmod(folder.file("ro.jsonl"), 0o444)
        let first = try TodosRun.startHolding(["--file", "ro.jsonl"], answering: "list\n", lines: 2, in: folder)
        try TodosRun.expectRefused(file: "ro.jsonl", heldBy: first.pid, in: folder)
        try first.input?.close()
        #expect(Spawn.wait(first.pid) == 1, "a script whose session could not be saved fails")
        #expect(folder.read("ro.jsonl") == log)
    }

    @Test func filesBesideTheLogThatTodosDidNotMakeAreLeftAsTheyAre() throws {
        let folder = try TemporaryFolder()
        try folder.write("important.txt", "keep me\n")
        // A link planted where older versions kept their lock file, and a file of the user's
        // where the snapshot goes.
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("notes.lock"), withDestinationPath: "important.txt")
        try folder.write("notes.snapshot", "my own notes\n")
        let run = try TodosRun.run(["--file", "notes"], input: "add A\n", in: folder)
        #expect(run.output == "added 1: A\n")
        #expect(
            run.errors
                == "warning: \(folder.file("notes.snapshot")) is not a snapshot todos wrote, so it was left as it is "
                + "and start-up replays the whole log; move it away to let todos keep one there\n")
        #expect(run.status == 0)
        #expect(folder.read("important.txt") == "keep me\n")
        #expect(folder.read("notes.snapshot") == "my own notes\n")
        #expect(folder.read("notes") == ActionLogText.log([("add", #"["A"]"#)]))
        #expect(!folder.list().contains { $0.contains(".tmp") })
    }

    @Test func aRecordingIsNeverTheLogsOwnSnapshot() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["--file", "m.jsonl"], input: "add A\n:record m.jsonl.snapshot\n", in: folder)
        #expect(run.output == "added 1: A\n")
        #expect(
            run.errors
                == "error: line 2: cannot record to \(folder.file("m.jsonl.snapshot")): that is where todos keeps "
                + "the snapshot of \(folder.file("m.jsonl")); give another file\n")
        #expect(run.status == 1)
        #expect(folder.read("m.jsonl") == ActionLogText.log([("add", #"["A"]"#)]))
        #expect(folder.read("m.jsonl.snapshot")?.hasPrefix(#"{"format":"todos-snapshot""#) == true)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGPIPE])
    func theScratchLogOfMemoryIsPrivateAndRemovedWhenASignalEndsTodos(signal: Int32) throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("tmp"), withIntermediateDirectories: false)
        let session = try TodosRun.startHolding(
            ["--memory"], answering: "add secret\n", lines: 1, in: folder, environment: ["TMPDIR": folder.file("tmp")])
        let scratch = folder.list("tmp")
        try #require(scratch.count == 1)
        var status = stat()
        #expect(stat(folder.file("tmp/" + scratch[0]), &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600, "only its owner may read the titles")
        kill(session.pid, signal)
        #expect(Spawn.wait(session.pid) == 128 + signal)
        #expect(folder.list("tmp").isEmpty)
    }

    /// A temporary folder that does not exist gives way to `/tmp` for the scratch log (`--memory`
    /// used to refuse to start, suggesting `--memory`).
    @Test func aMissingTemporaryFolderGivesWayToTmp() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(
            ["--memory"], input: "add A\n:undo\n:redo\nlist\n", in: folder,
            environment: ["TMPDIR": folder.file("missing")])
        #expect(run.errors.isEmpty && run.status == 0)
        #expect(run.output == "added 1: A\nundid 1: add A\nredid 1: add A\n  1 [ ] A\n1 todo: 1 active, 0 done\n")
    }
}
