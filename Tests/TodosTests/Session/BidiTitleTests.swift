import Foundation
import Testing

/// A title may hold bidirectional controls; a right-to-left override (U+202E) would make the rest
/// of the terminal's line read backwards, so `report.exe` could look like `report.txt`. Every place
/// that shows a title writes them as Swift escapes; the log and the state keep the title as typed.
@Suite struct BidiTitleTests {
    /// A title that reads `Report exe.txt` on a terminal that obeys U+202E.
    static let title = "Report \u{202E}txt.exe"
    /// The title as it is shown.
    static let shown = #"Report \u{202E}txt.exe"#

    @Test func theListTheLogTheMessagesAndTheDebugLogShowItEscaped() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(
            ["--file", "todos.jsonl"], input: ":debug actions\nadd \(Self.title)\nlist\n:log\ndone 1\ndone 1\n",
            in: folder)
        #expect(
            run.output == """
                debug on: each action, without changes, on standard error
                added 1: \(Self.shown)
                  1 [ ] \(Self.shown)
                1 todo: 1 active, 0 done
                  1 add \(Self.shown)
                completed 1: \(Self.shown)
                1 is already done: \(Self.shown) ('toggle 1' marks it not done)

                """)
        #expect(run.errors.contains(#"▸ add("Report \u{202E}txt.exe")"#))
        #expect(run.status == 0)
        #expect(!(run.output + run.errors).unicodeScalars.contains { $0.value == 0x202E })
    }

    @Test func theLogAndTheStateKeepTheTitleAsTyped() throws {
        let folder = try TemporaryFolder()
        let added = try TodosRun.run(["--file", "todos.jsonl"], input: "add \(Self.title)\n", in: folder)
        #expect(added.status == 0)
        let log = try #require(folder.read("todos.jsonl"))
        let lines = log.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }
        let arguments = lines.compactMap { ($0 as? [String: Any])?["args"] as? [String] }
        #expect(arguments == [[Self.title]])

        let restarted = try TodosRun.run(["--file", "todos.jsonl"], input: ":state\nlist\n", in: folder)
        let json = try #require(restarted.output.split(separator: "\n").first)
        let state = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let todos = try #require(state?["todos"] as? [[String: Any]])
        #expect(todos.first?["title"] as? String == Self.title)
        #expect(restarted.output.hasSuffix("  1 [ ] \(Self.shown)\n1 todo: 1 active, 0 done\n"))
        #expect(folder.read("todos.jsonl") == log)
    }
}
