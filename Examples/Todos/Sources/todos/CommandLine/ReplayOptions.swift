import TodosCommands
import TodosCore

/// What `todos replay LOG [--until N] [--debug] [--print-state json|text] [--expect-state FILE]
/// [--html FILE]` was asked to do.
struct ReplayOptions: Equatable {
    /// How to print the state reached.
    enum StateFormat: String, Equatable {
        /// As `:state` prints it.
        case json
        /// As `list` prints it.
        case text
    }

    /// The log, as typed.
    var log: String
    /// Stop after this many actions; `nil` replays to the log's position.
    var until: Int?
    /// Whether to show the debug middleware's log of each action.
    var debug = false
    /// How to print the state, if at all.
    var printState: StateFormat?
    /// A file holding the state expected, as JSON.
    var expectState: String?
    /// A file to write the inspector's page to.
    var html: String?

    /// The options of `todos replay`, for suggestions.
    static let names = ["--until", "--debug", "--print-state", "--expect-state", "--html", "--help"]

    /// Parses the arguments after `replay`.
    ///
    /// - Parameter arguments: The arguments, such as `["todos.jsonl", "--until", "3"]`.
    /// - Returns: The options, or `nil` for `--help`.
    /// - Throws: A ``UsageError`` for a missing or extra log, an unknown option, or a bad value.
    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> ReplayOptions? {
        var log: String?
        var options = ReplayOptions(log: "")
        var seen: Set<String> = []
        var remaining = arguments
        while let argument = remaining.popFirst() {
            let (option, inline) = split(argument)
            if option.hasPrefix("-") && option.count > 1 {
                guard names.contains(option) || option == "-h" else {
                    throw .unknownOption(
                        option, suggestion: UsageError.nearest(to: option, in: names, prefixLongerThan: 3))
                }
                guard seen.insert(option).inserted else { throw .repeated(option) }
            }
            switch option {
            case "-h", "--help":
                return nil
            case "--debug":
                guard inline == nil else { throw .invalidValue("--debug", value: inline ?? "", takes: "no value") }
                options.debug = true
            case "--until":
                let value = try Self.value(of: option, inline, &remaining, needs: "an action number", example: "N")
                guard value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value) else {
                    throw .invalidValue(option, value: value, takes: "an action number from 0")
                }
                options.until = number
            case "--print-state":
                let value = try Self.value(of: option, inline, &remaining, needs: "json or text", example: "json|text")
                guard let format = StateFormat(rawValue: value) else {
                    throw .invalidValue(option, value: value, takes: "json or text")
                }
                options.printState = format
            case "--expect-state":
                options.expectState = try Self.value(of: option, inline, &remaining, needs: "a file", example: "FILE")
            case "--html":
                options.html = try Self.value(of: option, inline, &remaining, needs: "a file", example: "FILE")
            default:
                guard log == nil else { throw .extraLog(argument) }
                log = argument
            }
        }
        guard let log, !log.isEmpty else { throw .missingLog }
        options.log = log
        return options
    }

    /// An option's value: after `=`, or the next argument unless it is an option.
    private static func value(
        of option: String,
        _ inline: String?,
        _ remaining: inout ArraySlice<String>,
        needs: String,
        example: String
    ) throws(UsageError) -> String {
        let missing = UsageError.missingReplayValue(
            option, needs: needs, example: "todos replay LOG \(option) \(example)")
        if let inline {
            guard !inline.isEmpty else { throw missing }
            return inline
        }
        guard let next = remaining.first, !next.isEmpty, !(next.hasPrefix("--") && next.count > 2) else {
            throw missing
        }
        remaining.removeFirst()
        return next
    }

    /// `--until=3` as `("--until", "3")`; other arguments as they are.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
