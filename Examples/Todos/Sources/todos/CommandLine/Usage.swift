/// The text of `todos --help` and `todos --version`.
enum Usage {
    /// The version `todos --version` prints.
    static let version = "0.1.0"

    /// The first line of every usage error, and of `--help`'s synopsis.
    static let synopsis = "todos [--file PATH | --memory]"

    /// The whole `--help` text, ending with a line break.
    static let help = """
        OVERVIEW: A todo list for the command line, kept as a log of its actions (an Onward example).

        USAGE: \(synopsis)
               todos expand [--all | TYPE | FILE.swift ...]

        SUBCOMMANDS:
          expand         Print a type of the example (TodoInteractor if none is named), or a Swift
                         file, with Onward's macros expanded by the generator the compiler runs:
                         '+' marks generated lines, '-' the attributes they replace.

        OPTIONS:
          --file PATH    Keep the todos in PATH, an action log (JSON Lines); created if missing.
                         Default: $XDG_DATA_HOME/onward/todos.jsonl (~/.local/share/onward/todos.jsonl).
          --memory       Keep nothing: start with no todos and write no file.
          -V, --version  Print the version.
          -h, --help     Print this help.

        Type ':help' in todos for its commands. When standard input is not a terminal, todos reads
        one command per line with no prompt (todos < script.txt) and exits with status 1 if any failed.

        """
}
