/// Why a line is not a command: what was wrong, and what to type instead.
///
/// The REPL prints ``description`` after `error: `.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    /// The first word names no command; the nearest command, if one is near.
    case unknownCommand(String, suggestion: String?)
    /// `:help` was asked about a word that names no command.
    case unknownHelpTopic(String, suggestion: String?)
    /// The command needs an argument that is missing, such as `add` without a title.
    case missingArgument(CommandSpec)
    /// `edit` was given an id but no title.
    case missingTitle(id: Int)
    /// A word that should be a todo id is not a whole number from 1.
    case invalidID(String, command: CommandSpec)
    /// A command that takes one id was given more words.
    case tooManyIDs(String, command: CommandSpec)
    /// A command that takes no argument was given one.
    case unexpectedArgument(String, command: CommandSpec)
    /// A word outside a command's fixed list, such as `list later`.
    case invalidChoice(String, command: CommandSpec)
    /// A word that should be a whole number from 0 is not, such as `:jump last`.
    case invalidNumber(String, command: CommandSpec)
    /// `:record stop` was followed by more words, such as `:record stop now`.
    case wordsAfterStop(String)

    /// What was wrong and what to type instead, for a person.
    public var description: String {
        switch self {
        case .unknownCommand(let word, ":help"):
            "unknown command '\(word)'; did you mean ':help'?"
        case .unknownCommand(let word, let suggestion?):
            "unknown command '\(word)'; did you mean '\(suggestion)'? (':help' lists commands)"
        case .unknownCommand(let word, nil):
            "unknown command '\(word)'; ':help' lists commands"
        case .unknownHelpTopic(let word, let suggestion?):
            "no command is called '\(word)'; did you mean ':help \(suggestion)'?"
        case .unknownHelpTopic(let word, nil):
            "no command is called '\(word)'; ':help' lists commands"
        case .missingArgument(let command):
            "'\(command.name)' needs \(Self.needs(command)); type '\(command.usage)'\(Self.idHint(command))"
        case .missingTitle(let id):
            "'edit' needs a title after the id; type 'edit \(id) <title>'"
        case .invalidID(let word, let command):
            "'\(word)' is not an id; ids are whole numbers from 1, as 'list' shows them; type '\(command.usage)'"
        case .tooManyIDs(let words, let command):
            "'\(command.name)' takes one id, not '\(words)'; type '\(command.usage)'"
        case .unexpectedArgument(let words, let command):
            "'\(command.name)' takes no arguments, not '\(words)'; type '\(command.usage)'"
        case .invalidNumber(let word, let command):
            "'\(word)' is not an action number; ':log' numbers the actions, 0 is the start; type '\(command.usage)'"
        case .invalidChoice(let word, let command):
            "'\(command.name)' takes \(Self.choices(command)), not '\(word)'; type '\(command.usage)'"
        case .wordsAfterStop(let words) where words.contains("\""):
            "':record stop' takes no arguments, not '\(words)'; type ':record stop'"
        case .wordsAfterStop(let words):
            "':record stop' takes no arguments, not '\(words)'; type ':record stop', or ':record \"stop \(words)\"' "
                + "to record to a file of that name"
        }
    }

    /// The missing argument, in words: "a title", "an id".
    private static func needs(_ command: CommandSpec) -> String {
        switch command.arguments {
        case .title: "a title"
        case .id: "an id"
        case .idAndTitle: "an id and a title"
        case .file: "a file"
        case .typeOrFile: "a type or a file"
        case .number: "an action number (':log' shows them)"
        case .none, .choice, .command: "an argument"
        }
    }

    /// Where ids come from, after an error about a command that takes one.
    private static func idHint(_ command: CommandSpec) -> String {
        switch command.arguments {
        case .id, .idAndTitle: " ('list' shows the ids)"
        default: ""
        }
    }

    /// A command's choices in words: "active or done".
    private static func choices(_ command: CommandSpec) -> String {
        guard case .choice(let words) = command.arguments, let last = words.last else { return "no arguments" }
        let quoted = words.dropLast().joined(separator: ", ")
        return quoted.isEmpty ? last : "\(quoted) or \(last)"
    }
}
