import TodosCommands

/// A mistake in `todos`'s command-line arguments; `todos` prints it and exits with status 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
    /// An option `todos` does not have, and the nearest one it has.
    case unknownOption(String, suggestion: String?)
    /// An option that needs a value was given none.
    case missingValue(String)
    /// Two options that cannot be used together.
    case conflict(String, String)
    /// An option given twice.
    case repeated(String)
    /// A word that is not an option.
    case unexpectedArgument(String)
    /// `todos replay` without a log.
    case missingLog
    /// `todos replay` with a second log.
    case extraLog(String)
    /// An option of `todos replay` without its value: the option, what it needs, and an example.
    case missingReplayValue(String, needs: String, example: String)
    /// An option of `todos replay` with a value it does not take: the option, the value, what it takes.
    case invalidValue(String, value: String, takes: String)
    /// A mistake in the arguments of `todos replay`, whose usage line is its own.
    indirect case replay(UsageError)

    /// The option nearest to a mistyped one: the nearest within two edits, else the first that
    /// starts with it, if it is longer than `length`.
    static func nearest(to option: String, in names: [String], prefixLongerThan length: Int) -> String? {
        CommandSuggestion.nearest(to: option, in: names, within: 2)
            ?? names.first { $0.hasPrefix(option) && option.count > length }
    }

    /// The usage line to show after the error.
    var synopsis: String {
        if case .replay = self { return Usage.replaySynopsis }
        return Usage.synopsis
    }

    /// What was wrong and what to type instead.
    var description: String {
        switch self {
        case .unknownOption(let option, let suggestion?):
            "unknown option '\(option)'; did you mean '\(suggestion)'?"
        case .unknownOption(let option, nil):
            "unknown option '\(option)'"
        case .missingValue(let option):
            "'\(option)' needs a path: todos \(option) PATH"
        case .conflict(let option, let other):
            "'\(option)' and '\(other)' cannot be used together; pick one"
        case .repeated(let option):
            "'\(option)' is given twice; keep one"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'; to read commands from a file, type 'todos < \(argument)'"
        case .missingLog:
            "'replay' needs an action log: todos replay LOG"
        case .extraLog(let log):
            "'replay' takes one log, not also '\(log)'; scripts/replay replays several"
        case .missingReplayValue(let option, let needs, let example):
            "'\(option)' needs \(needs): \(example)"
        case .invalidValue(let option, let value, let takes):
            "'\(option)' takes \(takes), not '\(value)'"
        case .replay(let error):
            error.description
        }
    }
}
