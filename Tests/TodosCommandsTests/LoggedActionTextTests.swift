import Onward
import Testing
import TodosCommands

/// A logged action as `:log` shows it: the command that makes it, else its name and arguments.
@Suite struct LoggedActionTextTests {
    @Test(arguments: [
        ("add", [#""Buy milk""#], "add Buy milk"),
        ("remove", ["3"], "rm 3"),
        ("edit", ["2", #""Call \"Ann\"""#], #"edit 2 Call "Ann""#),
        ("clearCompleted", [], "clear"),
        ("importFile", [#""list.txt""#], "import list.txt"),
        // No command makes it, or not with that many arguments.
        ("frobnicate", [], "frobnicate"),
        ("frobnicate", ["1", #""a""#], #"frobnicate(1, "a")"#),
        ("toggle", ["1", "2"], "toggle(1, 2)"),
    ])
    func anActionIsShownAsTheCommandThatMakesIt(action: String, arguments: [String], text: String) {
        #expect(CommandSpec.text(of: ActionLogEntry(seq: 1, action: action, arguments: arguments)) == text)
    }
}
