import Foundation

/// Where `todos` keeps its files: the action log, and the line-editing history.
enum LogLocation {
    /// The folder of `todos`'s files: `$XDG_DATA_HOME/onward`, or `~/.local/share/onward`.
    ///
    /// A relative `XDG_DATA_HOME` is ignored, as the XDG specification says, and so is a relative
    /// `HOME` (``home(environment:)``).
    /// - Returns: The folder's path; it may not exist yet.
    static func dataFolder(environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return data + "/onward"
        }
        return home(environment: environment) + "/.local/share/onward"
    }

    /// The home folder: `HOME`, or the user's from the system when `HOME` is unset, empty or
    /// relative (a relative one would put `todos`'s files under the working folder).
    static func home(environment: [String: String]) -> String {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return NSHomeDirectory() }
        return home
    }

    /// The default action log, `todos.jsonl` in ``dataFolder(environment:)``.
    static func standardLog(environment: [String: String]) -> String {
        dataFolder(environment: environment) + "/todos.jsonl"
    }

    /// The line-editing history, `history` in ``dataFolder(environment:)``.
    static func history(environment: [String: String]) -> String {
        dataFolder(environment: environment) + "/history"
    }

    /// An absolute path for a path typed on the command line or in `import`.
    ///
    /// - Returns: The absolute path, with `.` and `..` resolved.
    static func absolute(_ path: String, environment: [String: String]) -> String {
        var expanded = path
        if path == "~" || path.hasPrefix("~/") {
            expanded = home(environment: environment) + path.dropFirst()
        }
        if !expanded.hasPrefix("/") {
            expanded = FileManager.default.currentDirectoryPath + "/" + expanded
        }
        return URL(fileURLWithPath: expanded).standardizedFileURL.path
    }

    /// The path as a person reads it best: under the home folder as `~/...`.
    static func display(_ path: String, environment: [String: String]) -> String {
        guard let home = environment["HOME"], home.count > 1, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
