import Foundation
import Testing

/// `:debug on|off|actions`: the debug middleware's log of actions and state changes on standard error.
@Suite struct DebugTests {
    @Test func debugShowsActionsAndChangesOnStandardError() throws {
        let folder = try TemporaryFolder()
        let script = """
            add Buy milk
            :debug on
            add Call Ann
            done 1
            edit 2 Call Ann today
            :debug actions
            rm 1
            :debug off
            add Quiet
            :debug
            """
        let run = try TodosRun.run(["--memory"], input: script + "\n", in: folder)
        try Golden.expect(run.output, matches: "debug.stdout")
        try Golden.expect(Self.withoutDurations(run.errors), matches: "debug.stderr")
        #expect(run.status == 0)
    }

    /// An import is dispatched by the store's `importCheckedFile`, which passes its caller's line
    /// on: the debug log names the REPL's line, not the store's.
    @Test func anImportIsShownAtTheLineThatAskedForIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("list.txt", "one\n")
        let run = try TodosRun.run(["--memory"], input: ":debug actions\nimport list.txt\n", in: folder)
        #expect(
            Self.withoutDurations(run.errors).split(separator: "\n").first
                == #"▸ importFile("\#(folder.file("list.txt"))") async  <time>  Session+Execute.swift:<line>"#)
        #expect(run.status == 0)
    }

    /// The debug log with each action's duration replaced by `<time>`, since durations vary, and
    /// the line of its call site by `<line>`, so that editing the app does not change the golden.
    static func withoutDurations(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.drop(while: { $0 == " " }).hasPrefix("▸") else { return String(line) }
            var heading = line
            var site = ""
            if let match = heading.firstMatch(of: #/  ([^ ]+\.swift):[0-9]+$/#) {
                site = "  \(match.1):<line>"
                heading = heading[..<match.range.lowerBound]
            }
            guard let last = heading.range(of: "  ", options: .backwards) else { return String(line) }
            return heading[..<last.lowerBound] + "  <time>" + site
        }.joined(separator: "\n")
    }
}
