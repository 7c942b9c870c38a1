/// One command of the Todos REPL as `:help`, suggestions and tab completion know it.
public struct CommandSpec: Equatable, Sendable {
    /// What a command's arguments are, for completion.
    public enum Arguments: Equatable, Sendable {
        /// No argument.
        case none
        /// A title, free text.
        case title
        /// One todo id.
        case id
        /// A todo id, then a title.
        case idAndTitle
        /// A file path.
        case file
        /// One word out of a fixed list, which may be left out.
        case choice([String])
        /// A command's name, which may be left out.
        case command
        /// A type of the example or a Swift file's path, which may be left out.
        case typeOrFile
        /// A whole number from 0, such as an action's number.
        case number
    }

    /// The name typed, such as `add` or `:help`.
    public let name: String
    /// Other names for the same command, such as `ls` for `list`.
    public let aliases: [String]
    /// The whole syntax, such as `edit <id> <title>`.
    public let usage: String
    /// What the command does, in a few words.
    public let summary: String
    /// What follows the name.
    public let arguments: Arguments
    /// The action of the todo list the command dispatches, by the name an action log gives it
    /// (`remove` for `rm`): how `:log` shows a logged action as the command that makes it. `nil`
    /// for a command that dispatches none, or one whose action another command shows (`done`).
    public internal(set) var action: String? = nil

    /// Whether the command is a meta command (`:help`), about the REPL rather than the todos.
    public var isMeta: Bool { name.hasPrefix(":") }

    /// Every command, in the order `:help` lists them.
    public static let all: [CommandSpec] = [
        CommandSpec(
            name: "add", aliases: [], usage: "add <title>", summary: "add a todo", arguments: .title, action: "add"),
        CommandSpec(
            name: "list",
            aliases: ["ls"],
            usage: "list [active|done]",
            summary: "show the todos (also: ls)",
            arguments: .choice(["active", "done"])
        ),
        CommandSpec(name: "done", aliases: [], usage: "done <id>", summary: "mark a todo done", arguments: .id),
        CommandSpec(
            name: "toggle",
            aliases: [],
            usage: "toggle <id>",
            summary: "mark a todo done, or not done again",
            arguments: .id,
            action: "toggle"
        ),
        CommandSpec(
            name: "edit",
            aliases: [],
            usage: "edit <id> <title>",
            summary: "change a todo's title",
            arguments: .idAndTitle,
            action: "edit"
        ),
        CommandSpec(
            name: "rm", aliases: [], usage: "rm <id>", summary: "remove a todo", arguments: .id, action: "remove"),
        CommandSpec(
            name: "clear", aliases: [], usage: "clear", summary: "remove the completed todos", arguments: .none,
            action: "clearCompleted"),
        CommandSpec(
            name: "import",
            aliases: [],
            usage: "import <file>",
            summary: "add a todo per line of a text file ('- [x] title' lines are done)",
            arguments: .file,
            action: "importFile"
        ),
        CommandSpec(
            name: ":help",
            aliases: [],
            usage: ":help [command]",
            summary: "list the commands, or describe one",
            arguments: .command
        ),
        CommandSpec(
            name: ":state",
            aliases: [],
            usage: ":state",
            summary: "print the state as JSON",
            arguments: .none
        ),
        CommandSpec(
            name: ":debug",
            aliases: [],
            usage: ":debug on|off|actions",
            summary: "show each action, the changes it made and where it was dispatched, on standard error",
            arguments: .choice(["on", "off", "actions"])
        ),
        CommandSpec(
            name: ":expand",
            aliases: [],
            usage: ":expand [type|file]",
            summary: "show a type (TodoInteractor by default) with Onward's macros expanded",
            arguments: .typeOrFile
        ),
        CommandSpec(
            name: ":undo",
            aliases: [],
            usage: ":undo",
            summary: "undo the last action (the log is replayed without it)",
            arguments: .none
        ),
        CommandSpec(
            name: ":redo", aliases: [], usage: ":redo", summary: "redo the last undone action", arguments: .none),
        CommandSpec(
            name: ":jump",
            aliases: [],
            usage: ":jump <n>",
            summary: "go to the state after action n of ':log' (0: the start)",
            arguments: .number
        ),
        CommandSpec(
            name: ":log",
            aliases: [],
            usage: ":log",
            summary: "list the actions in the log, numbered, with undone ones marked",
            arguments: .none
        ),
        CommandSpec(
            name: ":record",
            aliases: [],
            usage: ":record [<file>|stop]",
            summary: "record the session to a new log file, for 'todos replay' ('--html FILE': a page to browse)",
            arguments: .file
        ),
        CommandSpec(name: ":quit", aliases: [], usage: ":quit", summary: "leave (or press Ctrl-D)", arguments: .none),
    ]

    /// The command with a name or alias.
    ///
    /// - Parameter name: A name such as `ls` or `:help`.
    /// - Returns: The command, or `nil` if there is none by that name.
    public static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }
}
