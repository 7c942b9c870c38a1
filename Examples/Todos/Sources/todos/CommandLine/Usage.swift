/// The text of `todos --help` and `todos --version`.
enum Usage {
    /// The version `todos --version` prints.
    static let version = "0.1.0"

    /// The first line of every usage error, and of `--help`'s synopsis.
    static let synopsis = "todos [--file PATH | --memory]"

    /// The usage line of `todos replay`, shown after its usage errors.
    static let replaySynopsis =
        "todos replay LOG [--until N] [--debug] [--print-state json|text] [--expect-state FILE]"
        + " [--html FILE]"

    /// The whole `--help` text, ending with a line break.
    static let help = """
        OVERVIEW: A todo list for the command line, kept as a log of its actions (an Onward example).

        USAGE: \(synopsis)
               todos expand [--all | TYPE | FILE.swift ...]
               \(replaySynopsis)

        SUBCOMMANDS:
          expand         Print a type of the example (TodoInteractor if none is named), or a Swift
                         file, with Onward's macros expanded by the generator the compiler runs:
                         '+' marks generated lines, '-' the attributes they replace.
          replay         Replay an action log into a new list in memory and report the state reached;
                         the log and your todos are only read. Errors name the line: LOG:LINE: reason.
                           --until N             stop after action N (0: before the first)
                           --debug               show each action and its changes on standard error
                           --print-state json    print the state as ':state' does (or: text, as 'list')
                           --expect-state FILE   compare with a saved JSON state; on a difference, name
                                                 the first differing path and exit with status 1
                           --html FILE           write an inspector page: every action, its changes and
                                                 the state after it, in one HTML file for a browser
                                                 (FILE#42 opens at action 42)

        OPTIONS:
          --file PATH    Keep the todos in PATH, an action log (JSON Lines); created if missing.
                         Default: $XDG_DATA_HOME/onward/todos.jsonl (~/.local/share/onward/todos.jsonl).
          --memory       Keep nothing: start with no todos and save none (':undo' works from a
                         scratch log in the temporary folder, removed on exit).
          -V, --version  Print the version.
          -h, --help     Print this help.

        Type ':help' in todos for its commands. When standard input is not a terminal, todos reads
        one command per line with no prompt (todos < script.txt) and exits with status 1 if any failed.

        """
}
