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

    /// The todos in a file's text; blank lines are skipped.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - isLineEnd: Where lines end: by default at any line break (`\r\n`, one `Character` in
    ///     Swift and so never equal to `"\n"`, and `\r` too).
    package static func parse(_ text: String, endingLinesAt isLineEnd: (Character) -> Bool = \.isNewline)
        -> [ImportedLine]
    {
        var lines: [ImportedLine] = []
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: isLineEnd).enumerated() {
            var line = Substring(String(raw).trimmingWhitespace())
            guard !line.isEmpty else { continue }
            var isCompleted = false
            for (box, done) in [("- [x] ", true), ("- [X] ", true), ("- [ ] ", false)] where line.hasPrefix(box) {
                line = line.dropFirst(box.count)
                isCompleted = done
            }
            lines.append(ImportedLine(number: index + 1, title: String(line), isCompleted: isCompleted))
        }
        return lines
    }
}
