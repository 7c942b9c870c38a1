import Foundation
import Testing

/// `todos replay LOG --html FILE`: the page is written whole or not at all, and marks where the
/// state began to differ from an expected one. (The page itself is tested in a browser in
/// OnwardInspectorTests.)
@Suite(.timeLimit(.minutes(5))) struct ReplayHTMLTests {
    @Test func htmlWritesThePageAndKeepsTheSummary() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", ReplayCommandTests.log)
        let run = try TodosRun.run(["replay", "todos.jsonl", "--html", "report.html", "--until", "3"], in: folder)
        #expect(run.output == "replayed 3 actions from todos.jsonl; 2 todos: 1 active, 1 done\n")
        #expect(run.status == 0)
        let page = try #require(folder.read("report.html"))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains(#"{"d":{"n":"toggle","a":["1"]"#))
        // The reducer's dispatch on the todo shows where it was made; the replay's own show none.
        #expect(page.contains(#""n":"toggleCompletion","#) && page.contains(#""s":"TodoInteractor.swift:"#))
        #expect(!page.contains(#""n":"edit""#))
        #expect(!page.contains(#""mark":{"#))
    }

    /// A page named by a relative symbolic link, itself named by a relative path, is written where
    /// the link points, beside it (it used to go to the root folder, `/report.html`).
    @Test func aRelativeLinkIsFollowedFromItsOwnFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", ReplayCommandTests.log)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("link.html"), withDestinationPath: "report-\(getpid()).html")
        let run = try TodosRun.run(["replay", "todos.jsonl", "--html", "link.html"], in: folder)
        #expect(run.status == 0)
        #expect(folder.read("report-\(getpid()).html")?.hasPrefix("<!DOCTYPE html>") == true)
        #expect(!FileManager.default.fileExists(atPath: "/report-\(getpid()).html"))
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.html"))
                == "report-\(getpid()).html")
    }

    /// The title of todo 2 differs at the end; it was last right after action 2 (the add), and the
    /// edit (action 4) changed it for good: action 4 is marked. The toggle (3) never touched it.
    @Test func expectStateMarksTheActionFromWhichThePathNeverMatchedAgain() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", ReplayCommandTests.log)
        let expected = ReplayCommandTests.state.replacingOccurrences(of: "Call Ann today", with: "Call Ann")
        try folder.write("expected.json", expected)
        let run = try TodosRun.run(
            ["replay", "todos.jsonl", "--expect-state", "expected.json", "--html=report.html"], in: folder)
        let difference = #"todos[1].title: expected "Call Ann", got "Call Ann today""#
        #expect(run.errors == "todos: todos.jsonl: the state differs from expected.json: \(difference)\n")
        #expect(run.status == 1)
        let page = try #require(folder.read("report.html"))
        let note = "the state differs from expected.json from here on: \(difference)"
            .replacingOccurrences(of: "\"", with: "\\\"")
        #expect(page.contains(#""mark":{"action":4,"note":"\#(note)"}"#))
    }

    @Test func anUnwritablePageIsAnErrorAndLeavesNothingBehind() throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", ReplayCommandTests.log)
        let run = try TodosRun.run(["replay", "todos.jsonl", "--html", "missing/report.html"], in: folder)
        #expect(run.errors == "todos: cannot write the page missing/report.html: No such file or directory\n")
        #expect(run.status == 1)
        try FileManager.default.createDirectory(atPath: folder.file("taken"), withIntermediateDirectories: false)
        let taken = try TodosRun.run(["replay", "todos.jsonl", "--html", "taken"], in: folder)
        #expect(taken.errors == "todos: cannot write the page taken: Is a directory\n")
        #expect(taken.status == 1)
        #expect(folder.list().filter { !$0.hasPrefix(".run-") } == ["data", "home", "taken", "todos.jsonl"])
        #expect(folder.list("taken").isEmpty)
    }

    /// Nor a log whose first todo is titled with what a page holds (it used to be taken for a page).
    @Test(arguments: [
        ReplayCommandTests.log,
        ActionLogText.log([
            ("add", #"["<title>Onward inspector</title> <meta name=\"generator\" content=\"Onward inspector\">"]"#)
        ]),
    ])
    func aPageNeverReplacesTheLogOrAnyFileThatIsNotAPage(log: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("todos.jsonl", log)
        let run = try TodosRun.run(["replay", "todos.jsonl", "--html", "todos.jsonl"], in: folder)
        #expect(
            run.errors == "todos: cannot write the page todos.jsonl: it is a file, not a page the inspector wrote, "
                + "so it is left as it is (name another file)\n")
        #expect(run.status == 1)
        #expect(folder.read("todos.jsonl") == log)
    }
}
