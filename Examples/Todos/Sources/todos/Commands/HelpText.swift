import TodosCommands
import TodosCore

/// The text of `:help`: every command with its syntax, or one command.
enum HelpText {
    /// The whole list, one command per line, the meta commands last.
    static var all: [String] {
        let width = (CommandSpec.all.map(\.usage.count).max() ?? 0) + 2
        func line(_ command: CommandSpec) -> String {
            "  " + command.usage + String(repeating: " ", count: width - command.usage.count) + command.summary
        }
        return ["Commands:"] + CommandSpec.all.filter { !$0.isMeta }.map(line)
            + ["Meta commands:"] + CommandSpec.all.filter(\.isMeta).map(line)
            + ["Ids are the numbers 'list' shows. Tab completes commands and ids; '#' starts a comment."]
    }

    /// What a title may be, as `add`, `edit` and `import` check it.
    static let titleRules: String = {
        let rules = TitleValidator()
        return "A title is trimmed, and holds 1 to \(rules.maximumLength) characters (at most "
            + "\(rules.maximumBytes) bytes), no control character (a tab, an escape) and something that shows."
    }()

    /// What `import` reads.
    static let importFormat =
        "Each line of the UTF-8 text file is a title; '- [ ] title' and '- [x] title' lines (a Markdown "
        + "checklist) are added not done and done; blank lines are skipped; a relative path is from the "
        + "working folder, '~/' from your home. One bad line refuses the whole file, naming it."

    /// One command's syntax and summary, then the rules of what it takes, for those that take a
    /// title or read a file of titles (`import`).
    ///
    /// - Returns: The lines, or `nil` if no command has that name.
    static func topic(_ name: String) -> [String]? {
        guard let command = CommandSpec.named(name) else { return nil }
        let rules: [String] =
            switch command.arguments {
            case .title, .idAndTitle: [titleRules]
            case .file where command.name == "import": [importFormat, titleRules]
            default: []
            }
        return ["\(command.usage): \(command.summary)"] + rules.map { "  " + $0 }
    }
}
