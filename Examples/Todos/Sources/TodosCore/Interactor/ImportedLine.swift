/// One todo in a file to import: a title per line, or a Markdown checkbox `- [x] title`.
package struct ImportedLine: Equatable {
    /// The line's number in the file, from 1.
    package var number: Int
    /// The title, untrimmed.
    package var title: String
    /// Whether the line was a checked box.
    package var isCompleted: Bool

    /// How many lines an import checks or adds before it lets other work run (a Ctrl-C to be
    /// noticed) and looks whether its task was cancelled.
    static let yieldInterval = 1_000

    /// Lets other work run after every ``yieldInterval`` lines, and says whether the import's task
    /// was cancelled meanwhile.
    ///
    /// - Parameter index: The index of the line about to be handled, from 0.
    /// - Returns: `true` when the import must stop here.
    static func isCancelled(before index: Int) async -> Bool {
        guard index % yieldInterval == yieldInterval - 1 else { return false }
        await Task.yield()
        return Task.isCancelled
    }

    /// The todos in a file's text; blank lines are skipped. One box is taken off a line's start,
    /// scalar by scalar, so that a title that begins like a box (`- [ ] - [x] title`), or with a
    /// combining mark (which makes one character of it and the box's space), is read as written.
    ///
    /// Lines end at any line break (`\r\n`, one `Character` in Swift and so never equal to `"\n"`,
    /// `\r` too) but the line and paragraph separators (U+2028, U+2029), which a title may hold
    /// (``isLineEnd(_:)``).
    ///
    /// - Parameter text: The file's text.
    package static func parse(_ text: String) -> [ImportedLine] {
        var lines: [ImportedLine] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: isLineEnd).enumerated() {
            var line = Substring(String(raw).trimmingWhitespace())
            guard !line.isEmpty else { continue }
            var isCompleted = false
            for (box, done) in [("- [x] ", true), ("- [X] ", true), ("- [ ] ", false)]
            where line.unicodeScalars.starts(with: box.unicodeScalars) {
                line = Substring(line.unicodeScalars.dropFirst(box.unicodeScalars.count))
                isCompleted = done
                break
            }
            lines.append(ImportedLine(number: index + 1, title: String(line), isCompleted: isCompleted))
        }
        return lines
    }

    /// Whether a character ends an imported line: a line break, but not the line and paragraph
    /// separators (U+2028, U+2029), which are no control characters, so a title may hold them.
    static func isLineEnd(_ character: Character) -> Bool {
        character.isNewline && character != "\u{2028}" && character != "\u{2029}"
    }

    /// The text that ``parse(_:)`` reads back into these todos' titles and done
    /// flags, in their order: a line per todo, `- [x] title` or `- [ ] title`, each ended by `\n`.
    /// A title as ``TodoInteractor/checkedTitle(_:)`` leaves it (trimmed, without control
    /// characters) comes back as it was, a box at its start included.
    ///
    /// - Parameter todos: The todos.
    /// - Returns: The text, empty for no todo.
    package static func text(of todos: [ToDo]) -> String {
        todos.map { ($0.isCompleted ? "- [x] " : "- [ ] ") + $0.title + "\n" }.joined()
    }
}
