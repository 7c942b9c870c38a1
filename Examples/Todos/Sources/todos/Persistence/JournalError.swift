import Onward

/// Why `todos` cannot use its action log; it prints the message after `todos: ` and exits with 1.
enum JournalError: Error, CustomStringConvertible {
    /// Another `todos` holds the log's lock.
    case locked(path: String, pid: Int32?)
    /// The log's folder does not exist and is not the default one, which is created.
    case missingFolder(path: String, folder: String)
    /// The log or its folder could not be opened or created.
    case unusable(path: String, reason: String)
    /// A line of the log that is not a complete, valid action; `location` is `file:line`.
    case corrupt(location: String, reason: String)
    /// A log in a format version this build does not read, as a newer `todos` writes.
    case unsupportedVersion(location: String, reason: String)

    /// What was wrong and what to do, for a person.
    var description: String {
        switch self {
        case .locked(let path, let pid?):
            "another todos is using \(path) (pid \(pid)); close it or use --file PATH"
        case .locked(let path, nil):
            "another todos is using \(path); close it or use --file PATH"
        case .missingFolder(let path, let folder):
            "cannot keep todos in \(path): there is no folder \(folder); create it or use another --file PATH"
        case .unusable(let path, let reason):
            "cannot use \(path): \(reason); use another --file PATH, or --memory"
        case .corrupt(let location, let reason):
            "\(location): \(reason); the log was left as it is: fix or move it, or use --file PATH"
        case .unsupportedVersion(let location, let reason):
            "\(location): \(reason); the log was left as it is: open it with the todos that wrote it, "
                + "or use --file PATH"
        }
    }

    /// The app's words for why the library's history could not open the log.
    ///
    /// - Parameter error: The history's error.
    init(_ error: HistoryOpenError) {
        switch error {
        case .locked(let path, let pid): self = .locked(path: path, pid: pid)
        case .unusable(let path, let reason): self = .unusable(path: path, reason: reason)
        case .replacedWhileLoading(let path):
            self = .unusable(path: path, reason: "another program replaced it while todos loaded it; start todos again")
        case .corrupt(let location, let reason): self = .corrupt(location: location, reason: reason)
        case .unsupportedVersion(let location, let reason):
            self = .unsupportedVersion(location: location, reason: reason)
        }
    }
}
