import TodosCommands
import TodosCore

/// The text of `:help`: every command with its syntax, or one command.
enum HelpText {
    /// The whole list, one command per line, the meta commands last.
    static var all: [String] {
        let width = (CommandSpec.all.map(\.usage.count).max() ?? 0) + 2
        func line(_ command: CommandSpec) -> String {
            "  " + command.usage.padding(to: width) + command.summary
        }
        return ["Commands:"] + CommandSpec.all.filter { !$0.isMeta }.map(line)
            + ["Meta commands:"] + CommandSpec.all.filter(\.isMeta).map(line)
            + ["Ids are the numbers 'list' shows. Tab completes commands and ids; '#' starts a comment."]
    }

    /// One command's syntax and summary.
    ///
    /// - Parameter name: The command's name.
    /// - Returns: The line, or `nil` if no command has that name.
    static func topic(_ name: String) -> String? {
        CommandSpec.named(name).map { "\($0.usage): \($0.summary)" }
    }
}

extension String {
    /// The string followed by spaces up to a width; unchanged if it is already as wide.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
