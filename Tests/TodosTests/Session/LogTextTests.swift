import Foundation
import Testing

/// Text from a log is untrusted: a log someone shares may hold escape sequences that retitle or
/// recolor a terminal. Every place that shows it to a person escapes its control characters; JSON
/// output stays JSON.
@Suite struct LogTextTests {
    /// A title as a hand-made log may hold it: it sets the terminal's title, then colors.
    static let title = "\u{1B}]0;pwned\u{7}\u{1B}[31m red\u{1B}[0m \u{9B}2J"
    /// The title as it is shown.
    static let shown = #"\u{1B}]0;pwned\u{7}\u{1B}[31m red\u{1B}[0m \u{9B}2J"#

    /// A log that adds the title, as JSON writes it.
    static var log: String {
        let encoded = String(decoding: (try? JSONEncoder().encode([title])) ?? Data(), as: UTF8.self)
        return ActionLogText.log([("add", encoded)])
    }

    @Test func theListTheLogAndTheMessagesShowControlCharactersEscaped() throws {
        let folder = try TemporaryFolder()
        try folder.write("shared.jsonl", Self.log)
        let run = try TodosRun.run(["--file", "shared.jsonl"], input: "ls\n:log\ndone 1\n:undo\n", in: folder)
        #expect(
            run.output == """
                  1 [ ] \(Self.shown)
                1 todo: 1 active, 0 done
                  1 add \(Self.shown)
                completed 1: \(Self.shown)
                undid 2: toggle 1

                """)
        #expect(run.errors.isEmpty)
        #expect(!run.output.contains("\u{1B}") && !run.output.contains("\u{9B}"))
    }

    @Test func replayShowsThemEscapedAndItsJSONStaysJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("shared.jsonl", Self.log)
        let text = try TodosRun.run(["replay", "shared.jsonl", "--print-state", "text", "--debug"], in: folder)
        #expect(text.output == "  1 [ ] \(Self.shown)\n1 todo: 1 active, 0 done\n")
        #expect(text.errors.contains(#"▸ add("\u{1B}]0;pwned\u{7}"#))
        #expect(!text.errors.contains("\u{1B}") && !text.errors.contains("\u{9B}"))
        let json = try TodosRun.run(["replay", "shared.jsonl", "--print-state", "json"], in: folder)
        let state = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let todos = try #require(state?["todos"] as? [[String: Any]])
        #expect(todos.first?["title"] as? String == Self.title)
    }
}
