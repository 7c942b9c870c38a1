/// What tab completion offers for the word under the cursor; a pure function of the line.
public enum CommandCompletion {
    /// What to offer.
    public enum Candidates: Equatable, Sendable {
        /// These words, already filtered by the word typed so far.
        case words([String])
        /// File names: the line editor's own file completion.
        case files
    }

    /// The completions of the word being typed.
    ///
    /// The first word completes to command names; the word after `done`, `toggle`, `edit` or `rm` to
    /// the todo ids; after `list` and `:debug` to their choices; after `:help` to command names; after
    /// `import` to files; after `:expand` to `types`, or to files once the word looks like a path.
    /// Anything else completes to nothing.
    /// - Parameters:
    ///   - before: The line before the word being completed.
    ///   - word: The part of the word typed so far.
    ///   - ids: The ids of the todos, in order.
    ///   - types: The type names `:expand` knows.
    /// - Returns: What to offer.
    public static func candidates(before: String, word: String, ids: [Int], types: [String] = []) -> Candidates {
        let words = before.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else {
            return .words(CommandSpec.all.map(\.name).filter { $0.hasPrefix(word) })
        }
        guard words.count == 1, let command = CommandSpec.named(first) else { return .words([]) }
        let offered: [String]
        switch command.arguments {
        case .id, .idAndTitle: offered = ids.map(String.init)
        case .choice(let choices): offered = choices
        case .command: offered = CommandSpec.all.map(\.name)
        case .file: return .files
        case .typeOrFile:
            guard !word.contains("/"), !word.hasPrefix(".") else { return .files }
            offered = types
        case .none, .title, .number: offered = []
        }
        return .words(offered.filter { $0.hasPrefix(word) })
    }
}
