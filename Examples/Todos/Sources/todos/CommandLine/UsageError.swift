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
        }
    }
}
