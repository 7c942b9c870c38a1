import TodosCommands
import TodosCore

/// What `todos` was asked to do by its command-line arguments.
enum Options: Equatable {
    /// Where the todos are kept.
    enum Storage: Equatable {
        /// The default log, under `$XDG_DATA_HOME/onward/`.
        case standard
        /// A log at a path given with `--file`.
        case file(String)
        /// No log: `--memory`.
        case memory
    }

    /// Run the REPL.
    case run(Storage)
    /// Print the usage (`--help`).
    case help
    /// Print the version (`--version`).
    case version
    /// Print the example's types (or Swift files) with Onward's macros expanded: `todos expand`.
    case expand([String])
    /// Replay an action log into a new store and report its state: `todos replay LOG`.
    case replay(ReplayOptions)

    /// The options named on the command line, for suggestions.
    static let names = ["--file", "--memory", "--help", "--version"]

    /// Parses the arguments after the program's name.
    ///
    /// - Parameter arguments: The arguments, such as `["--file", "work.jsonl"]`.
    /// - Returns: What to do.
    /// - Throws: A ``UsageError`` for an unknown option, a missing value or a conflict.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        if arguments.first == "expand" {
            return try parseExpand(arguments.dropFirst())
        }
        if arguments.first == "replay" {
            do {
                return try ReplayOptions.parse(arguments.dropFirst()).map(Options.replay) ?? .help
            } catch {
                throw .replay(error)
            }
        }
        var storage: Storage?
        var remaining = arguments[...]
        func choose(_ choice: Storage, as option: String) throws(UsageError) {
            switch (storage, choice) {
            case (nil, _), (.memory, .memory): break
            case (.file, .file): throw .repeated(option)
            default: throw .conflict(option, storage == .memory ? "--memory" : "--file")
            }
            storage = choice
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return .help
            case "-V", "--version":
                return .version
            case "--memory":
                try choose(.memory, as: "--memory")
            case "--file":
                guard let path = remaining.popFirst(), !path.isEmpty, !Options.names.contains(path) else {
                    throw .missingValue("--file")
                }
                try choose(.file(path), as: "--file")
            case let argument where argument.hasPrefix("--file="):
                let path = String(argument.dropFirst("--file=".count))
                guard !path.isEmpty else { throw .missingValue("--file") }
                try choose(.file(path), as: "--file")
            case let argument where argument.hasPrefix("-"):
                let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
                throw .unknownOption(argument, suggestion: UsageError.nearest(to: name, in: names, prefixLongerThan: 2))
            default:
                throw .unexpectedArgument(argument)
            }
        }
        return .run(storage ?? .standard)
    }

    /// Parses `expand [--all | TYPE|FILE...]`: every argument is a target; `--all` names every type
    /// of the example that uses Onward's macros.
    private static func parseExpand(_ arguments: ArraySlice<String>) throws(UsageError) -> Options {
        var targets: [String] = []
        for argument in arguments {
            switch argument {
            case "-h", "--help": return .help
            case "--all": targets += ExampleSources.typeNames
            case let option where option.hasPrefix("-"): throw .unknownOption(option, suggestion: nil)
            default: targets.append(argument)
            }
        }
        return .expand(targets)
    }
}
