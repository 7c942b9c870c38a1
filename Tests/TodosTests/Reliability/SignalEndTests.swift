import Foundation
import Testing

/// `SIGTERM` (`kill`, a service manager), `SIGHUP` (the terminal closed) and, for a script,
/// `SIGINT` (Ctrl-C) end a session as the end of its input does: the snapshot is written and the todos of a log that stopped saving are
/// kept; then `todos` ends by the signal, as it used to at once (a shell says 143, 129 or 130). Each
/// runs the real binary on pipes.
@Suite struct SignalEndTests {
    /// A session waiting for its next line: the signal wakes it, and it writes the snapshot the
    /// next start-up reads (it used to die at once, leaving none: the next start-up replayed the
    /// whole log).
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalWhileWaitingForInputEndsTheSessionWithItsSnapshot(signal: Int32) throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "t.jsonl"], answering: "add one\ndone 1\n", lines: 2, in: folder,
            errors: folder.file("errors.txt"))
        kill(session.pid, signal)
        #expect(Spawn.wait(session.pid) == 128 + signal, "it ends by the signal")
        let name = [SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGINT: "SIGINT"][signal] ?? ""
        #expect(folder.read("errors.txt") == "todos: \(name) ended the session\n")
        #expect(session.output?.readToEnd() == "added 1: one\ncompleted 1: one\n")
        let snapshot = try #require(folder.read("t.jsonl.snapshot"), "the session wrote its snapshot")
        #expect(snapshot.hasPrefix(#"{"format":"todos-snapshot","journal":{"actions":2,"#))
        let next = try TodosRun.run(["--file", "t.jsonl"], input: "list\n", in: folder)
        #expect(next.output == "  1 [x] one\n1 todo: 0 active, 1 done\n")
        #expect(next.errors.isEmpty && next.status == 0)
        #expect(folder.read("t.jsonl.snapshot") == snapshot, "the next start-up read it and had nothing to add")
    }

    /// A session whose log another program emptied: the todos made since are in memory only, and
    /// a `SIGTERM` keeps them in the file that `import` reads, as the end of the input does (they
    /// used to be lost).
    @Test func aSignalAfterTheLogWasCutShortKeepsTheUnsavedTodos() throws {
        let folder = try TemporaryFolder()
        try folder.write("errors.txt", "")
        let session = try TodosRun.startHolding(
            ["--file", "t.jsonl"], answering: "add one\n", lines: 1, in: folder, errors: folder.file("errors.txt"))
        #expect(truncate(folder.file("t.jsonl"), 0) == 0)
        try session.input?.write(contentsOf: Data("add two\ndone 2\n".utf8))
        try #require(session.output?.waitForLines(3) == true)
        kill(session.pid, SIGTERM)
        #expect(Spawn.wait(session.pid) == 128 + SIGTERM)
        let unsaved = try UnsavedTodosFile.path(in: folder)
        #expect(
            folder.read("errors.txt")
                == FileChangesTests.cutShortWarnings(folder.file("t.jsonl")) + "todos: SIGTERM ended the session\n"
                + UnsavedTodosFile.warning(unsaved))
        #expect(folder.read("t.jsonl") == "", "the log is left as the other program left it")
        #expect(
            try UnsavedTodosFile.imported(unsaved, in: folder)
                == "  1 [ ] one\n  2 [x] two\n2 todos: 1 active, 1 done\n"
        )
    }

    /// Two signals at once: the second may end `todos` before the first has ended the session,
    /// as a signal did before; either way the log is whole and the next start-up reads it. (It
    /// passes without the handler too: it guards against the handler making two signals worse.)
    @Test func aSecondSignalLeavesTheLogWhole() throws {
        let folder = try TemporaryFolder()
        let session = try TodosRun.startHolding(["--file", "t.jsonl"], answering: "add one\n", lines: 1, in: folder)
        kill(session.pid, SIGTERM)
        kill(session.pid, SIGTERM)
        #expect(Spawn.wait(session.pid) == 128 + SIGTERM)
        let next = try TodosRun.run(["--file", "t.jsonl"], input: "list\n", in: folder)
        #expect(next.output == "  1 [ ] one\n1 todo: 1 active, 0 done\n")
        #expect(next.errors.isEmpty && next.status == 0)
    }
}
