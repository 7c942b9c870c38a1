import Testing
import TodosCommands

/// Suggestions for unknown commands: synonyms, prefixes and typos, and nothing when nothing is near.
@Suite struct CommandSuggestionTests {
    @Test(arguments: [
        ("ad", "add"), ("adf", "add"), ("lst", "list"), ("lsit", "list"), ("dne", "done"), ("togle", "toggle"),
        ("tog", "toggle"), ("edt", "edit"), ("clera", "clear"), ("imprt", "import"),
        ("quit", ":quit"), ("exit", ":quit"), ("q", ":quit"), ("help", ":help"), ("debug", ":debug"),
        (":hlep", ":help"), (":stat", ":state"), ("remove", "rm"), ("LIST", "list"),
    ])
    func nearest(typed: String, expected: String) {
        #expect(CommandSuggestion.nearest(to: typed) == expected)
    }

    @Test(arguments: ["xyzzy", "banana", "zz", "12345", ":"])
    func nothingNear(typed: String) {
        #expect(CommandSuggestion.nearest(to: typed) == nil)
    }

    @Test func theNearestNameIsTheFirstOfTheNearestWithinTheLimit() {
        let names = ["--file", "--memory", "--help"]
        #expect(CommandSuggestion.nearest(to: "--fiel", in: names, within: 2) == "--file")
        #expect(CommandSuggestion.nearest(to: "--hel", in: names, within: 1) == "--help")
        #expect(CommandSuggestion.nearest(to: "--mem", in: names, within: 2) == nil)
        #expect(CommandSuggestion.nearest(to: "ab", in: ["xb", "ay"], within: 1) == "xb")
        #expect(CommandSuggestion.nearest(to: "ab", in: [], within: 5) == nil)
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(CommandSuggestion.editDistance("list", "list") == 0)
        #expect(CommandSuggestion.editDistance("lsit", "list") == 1)
        #expect(CommandSuggestion.editDistance("", "add") == 3)
        #expect(CommandSuggestion.editDistance("kitten", "sitting") == 3)
    }
}
