import Onward

/// Why `todos` cannot use its action log; it prints the message after `todos: ` and exits with 1.
enum JournalError: Error, CustomStringConvertible {
    /// The log's folder does not exist and is not the default one, which is created.
    case missingFolder(path: String, folder: String)
    /// The library's history could not open the log (or the app refused it, as `unusable`).
    case history(HistoryOpenError)

    /// What was wrong and what to do, for a person.
    var description: String {
        switch self {
        case .missingFolder(let path, let folder):
            "cannot keep todos in \(path): there is no folder \(folder); create it or use another --file PATH"
        case .history(.locked(let path, let pid?)):
            "another todos is using \(path) (pid \(pid)); close it or use --file PATH"
        case .history(.locked(let path, nil)):
            "another todos is using \(path); close it or use --file PATH"
        case .history(.unusable(let path, let reason)):
            "cannot use \(path): \(reason); use another --file PATH, or --memory"
        case .history(.replacedWhileLoading(let path)):
            Self.history(
                .unusable(path: path, reason: "another program replaced it while todos loaded it; start todos again")
            ).description
        case .history(.corrupt(let location, let reason)):
            "\(location): \(reason); the log was left as it is: fix or move it, or use --file PATH"
        case .history(.unsupportedVersion(let location, let reason)):
            "\(location): \(reason); the log was left as it is: open it with the todos that wrote it, "
                + "or use --file PATH"
        }
    }
}
