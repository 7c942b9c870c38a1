import TodosCore

/// Turns a line typed into the Todos REPL into a ``Command``; a pure function of the line.
///
/// ```swift
/// try CommandParser.parse("edit 2 Call Ann")  // .edit(2, "Call Ann")
/// try CommandParser.parse("  # a comment")    // nil
/// ```
public enum CommandParser {
    /// Parses one line.
    ///
    /// The first word is the command; the rest of the line, trimmed, is its argument. A title is
    /// taken as typed, quotes included; a file path may be wrapped in one pair of quotes.
    /// - Parameter line: The line, without its line break.
    /// - Returns: The command, or `nil` for a blank line or a comment (a line starting with `#`).
    /// - Throws: A ``CommandError`` that says what was wrong and what to type instead.
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        let (word, rest) = split(line.trimmingWhitespace())
        guard !word.isEmpty, !word.hasPrefix("#") else { return nil }
        guard let command = CommandSpec.named(word) else {
            throw .unknownCommand(word, suggestion: CommandSuggestion.nearest(to: word))
        }
        switch command.name {
        case "add":
            guard !rest.isEmpty else { throw .missingArgument(command) }
            return .add(rest)
        case "list":
            return .list(try choice(rest, of: ListFilter.self, for: command) ?? .all)
        case "done":
            return .complete(try id(rest, for: command))
        case "toggle":
            return .toggle(try id(rest, for: command))
        case "rm":
            return .remove(try id(rest, for: command))
        case "edit":
            let (first, title) = split(rest)
            guard !first.isEmpty else { throw .missingArgument(command) }
            let number = try id(first, for: command)
            guard !title.isEmpty else { throw .missingTitle(id: number) }
            return .edit(number, title)
        case "clear":
            try noArgument(rest, for: command)
            return .clearCompleted
        case "import":
            let path = unquoted(rest)
            guard !path.isEmpty else { throw .missingArgument(command) }
            return .importFile(path)
        case ":help":
            guard !rest.isEmpty else { return .help(nil) }
            let topic = CommandSpec.named(rest) ?? CommandSpec.named(":" + rest)
            guard let topic else { throw .unknownHelpTopic(rest, suggestion: CommandSuggestion.nearest(to: rest)) }
            return .help(topic.name)
        case ":state":
            try noArgument(rest, for: command)
            return .state
        case ":debug":
            return .debug(try choice(rest, of: DebugMode.self, for: command))
        case ":expand":
            let target = unquoted(rest)
            return .expand(target.isEmpty ? nil : target)
        case ":undo":
            try noArgument(rest, for: command)
            return .undo
        case ":redo":
            try noArgument(rest, for: command)
            return .redo
        case ":log":
            try noArgument(rest, for: command)
            return .log
        case ":jump":
            return .jump(try number(rest, for: command))
        case ":record":
            let (first, more) = split(rest)
            if first == "stop" {
                guard more.isEmpty else { throw .wordsAfterStop(more) }
                return .stopRecording
            }
            let path = unquoted(rest)
            return .record(path.isEmpty ? nil : path)
        default:
            try noArgument(rest, for: command)
            return .quit
        }
    }

    /// The first word of a trimmed text and the rest, trimmed.
    static func split(_ text: String) -> (word: String, rest: String) {
        guard let space = text.firstIndex(where: \.isWhitespace) else { return (text, "") }
        return (String(text[..<space]), String(text[space...]).trimmingWhitespace())
    }

    /// A todo id: a whole number from 1, nothing else.
    private static func id(_ text: String, for command: CommandSpec) throws(CommandError) -> Int {
        guard !text.isEmpty else { throw .missingArgument(command) }
        let (word, rest) = split(text)
        guard rest.isEmpty else { throw .tooManyIDs(text, command: command) }
        guard word.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(word), number > 0 else {
            throw .invalidID(word, command: command)
        }
        return number
    }

    /// A whole number from 0, nothing else.
    private static func number(_ text: String, for command: CommandSpec) throws(CommandError) -> Int {
        guard !text.isEmpty else { throw .missingArgument(command) }
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text) else {
            throw .invalidNumber(text, command: command)
        }
        return number
    }

    /// One of a fixed list of words, or `nil` when none was given.
    private static func choice<Choice: RawRepresentable<String>>(
        _ text: String,
        of type: Choice.Type,
        for command: CommandSpec
    ) throws(CommandError) -> Choice? {
        guard !text.isEmpty else { return nil }
        guard let value = Choice(rawValue: text.lowercased()) else { throw .invalidChoice(text, command: command) }
        return value
    }

    /// Checks that nothing follows a command that takes no argument.
    private static func noArgument(_ text: String, for command: CommandSpec) throws(CommandError) {
        guard text.isEmpty else { throw .unexpectedArgument(text, command: command) }
    }

    /// A path without one pair of surrounding quotes, if it has them.
    private static func unquoted(_ text: String) -> String {
        for quote in ["\"", "'"] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}
