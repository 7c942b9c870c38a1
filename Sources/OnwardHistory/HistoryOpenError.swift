import Foundation

/// Why a ``StoreHistory`` could not open its log; the log is then left as it was.
public enum HistoryOpenError: Error, Equatable, CustomStringConvertible {
    /// Another process, or another history of this one, holds the log's lock; its process id, when
    /// the system says.
    case locked(path: String, pid: Int32?)
    /// The log could not be opened, created, read or locked.
    case unusable(path: String, reason: String)
    /// Another program put a file in the log's place while it was loaded.
    case replacedWhileLoading(path: String)
    /// A line of the log that is not a complete, valid action; `location` is `file:line`.
    case corrupt(location: String, reason: String)
    /// A log in a format version this build does not read, as a newer build writes.
    case unsupportedVersion(location: String, reason: String)

    /// What was wrong.
    public var description: String {
        switch self {
        case .locked(let path, let pid?) where pid == getpid(): "another history of this process is using \(path)"
        case .locked(let path, let pid?): "another process is using \(path) (pid \(pid))"
        case .locked(let path, nil): "another process is using \(path)"
        case .unusable(let path, let reason): "cannot use \(path): \(reason)"
        case .replacedWhileLoading(let path): "cannot use \(path): another program replaced it while it was loaded"
        case .corrupt(let location, let reason), .unsupportedVersion(let location, let reason): "\(location): \(reason)"
        }
    }
}
