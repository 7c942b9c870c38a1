@preconcurrency import CReadline
import Synchronization
import TodosCommands
import TodosCore

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Tab completion for readline: C callbacks that read the candidates from a locked global table,
/// since a C function pointer cannot capture the session.
enum ReadlineCompletion {
    /// What the callbacks share.
    private struct Table {
        /// The todo ids, updated before each prompt.
        var ids: [Int] = []
        /// The matches not yet handed to readline in the current completion.
        var pending: [String] = []
    }

    private static let table = Mutex(Table())

    /// Installs the completion callbacks in readline.
    ///
    /// Only blanks separate words, so `:help` completes as one word.
    static func install() {
        rl_readline_name = UnsafePointer(strdup("todos"))
        rl_completer_word_break_characters = UnsafePointer(strdup(" \t\n"))
        rl_attempted_completion_function = { text, start, _ in ReadlineCompletion.complete(text, start: start) }
    }

    /// Sets the ids that complete after `done`, `toggle`, `edit` and `rm`.
    static func setIDs(_ ids: [Int]) {
        table.withLock { $0.ids = ids }
    }

    /// readline's `rl_attempted_completion_function`: the matches for the word that starts at `start`.
    private static func complete(
        _ text: UnsafePointer<CChar>?,
        start: Int32
    ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        let line = rl_line_buffer.map { String(cString: $0) } ?? ""
        let before = String(decoding: line.utf8.prefix(Int(start)), as: UTF8.self)
        let word = text.map { String(cString: $0) } ?? ""
        let ids = table.withLock { $0.ids }
        switch CommandCompletion.candidates(before: before, word: word, ids: ids, types: ExampleSources.typeNames) {
        case .files:
            rl_attempted_completion_over = 0
            return nil
        case .words(let words):
            rl_attempted_completion_over = 1
            guard !words.isEmpty else { return nil }
            table.withLock { $0.pending = words }
            return rl_completion_matches(text) { _, _ in ReadlineCompletion.next() }
        }
    }

    /// readline's generator: hands out the pending matches one by one, each a `malloc`ed copy.
    private static func next() -> UnsafeMutablePointer<CChar>? {
        table.withLock { table in
            guard !table.pending.isEmpty else { return nil }
            return strdup(table.pending.removeFirst())
        }
    }
}
