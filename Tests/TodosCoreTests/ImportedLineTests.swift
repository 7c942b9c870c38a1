import Foundation
import Onward
import Testing

@testable import TodosCore

/// The text `todos` keeps the todos of a session whose log stopped saving in, and `import`, which
/// reads it back: they agree on every title a person can give.
@MainActor
@Suite struct ImportedLineTests {
    /// Titles that begin like a box (a done todo whose title begins with `- [ ] ` used to come
    /// back open, its box gone), begin with a combining mark (which makes one character of itself
    /// and the box's space, so the box was not seen), or hold a line or paragraph separator
    /// (which used to end the line): each comes back as it was, with its done flag.
    @Test func theTextOfTodosImportsBackTheSameTitlesAndDoneFlags() async throws {
        let titles = [
            "Buy milk", "- [ ] looks open", "- [x] looks done", "- [X] shouting", "-  [x] almost a box",
            "\u{301}accent first", "line\u{2028}separator", "paragraph\u{2029}separator", "non\u{A0}breaking space",
            "trailing box - [x]", "😀 emoji", "é", "\"quoted\" 'title'", "#heading", "  spaces around  ",
        ]
        let store = ToDoStore()
        for title in titles { store.dispatch(\.add, try store.interactor.checkedTitle(title)) }
        for todo in store.todos where todo.id % 2 == 0 { store.dispatch(\.toggle, todo.id) }
        let text = ImportedLine.text(of: store.todos)
        #expect(text.hasPrefix("- [ ] Buy milk\n- [x] - [ ] looks open\n"))

        let again = ToDoStore()
        try await OnwardContainer.withOverrides {
            $0[\.fileReader] = FileReader { _ in text }
        } run: {
            try await again.importCheckedFile("unsaved.md")
        }
        #expect(again.todos.map(\.title) == store.todos.map(\.title))
        #expect(again.todos.map(\.isCompleted) == store.todos.map(\.isCompleted))
        #expect(again.todos.map(\.title).last == "spaces around", "kept as add trimmed it")
    }

    @Test func noTodosIsAnEmptyText() {
        #expect(ImportedLine.text(of: []) == "")
        #expect(ImportedLine.parse("").isEmpty)
    }

    /// Only one box is taken off a line; the other line ends (`\n`, `\r\n`, `\r`) still end it.
    @Test func oneBoxIsTakenOffAndLineBreaksStillEndLines() {
        let lines = ImportedLine.parse("- [x] - [ ] a\r\n- [ ] - [x] b\rc\u{2028}d\n- [X] e")
        #expect(lines.map(\.title) == ["- [ ] a", "- [x] b", "c\u{2028}d", "e"])
        #expect(lines.map(\.isCompleted) == [true, false, false, true])
        #expect(lines.map(\.number) == [1, 2, 3, 4])
    }
}
