import Foundation
import Onward

/// A logged action as the command that makes it: `add Buy milk`, `toggle 2`, `rm 3`.
enum ActionText {
    /// The command for a log entry; an action no command makes is shown as `name(arguments)`.
    ///
    /// - Parameter entry: The action line.
    /// - Returns: The text, such as `edit 2 Call Ann today`.
    static func command(for entry: ActionLogEntry) -> String {
        text(for: entry).escapingControlCharacters  // a log's text is shown, never obeyed
    }

    private static func text(for entry: ActionLogEntry) -> String {
        let arguments = entry.arguments.map(plain)
        switch (entry.action, arguments.count) {
        case ("add", 1): return "add \(arguments[0])"
        case ("toggle", 1): return "toggle \(arguments[0])"
        case ("edit", 2): return "edit \(arguments[0]) \(arguments[1])"
        case ("remove", 1): return "rm \(arguments[0])"
        case ("clearCompleted", 0): return "clear"
        case ("importFile", 1): return "import \(arguments[0])"
        case ("replaceAll", 1): return "start from the saved state"
        default:
            return entry.arguments.isEmpty
                ? entry.action : "\(entry.action)(\(entry.arguments.joined(separator: ", ")))"
        }
    }

    /// A JSON argument as typed: a string without its quotes and escapes, anything else as written.
    private static func plain(_ json: String) -> String {
        guard json.hasPrefix("\""), let text = try? JSONDecoder().decode(String.self, from: Data(json.utf8)) else {
            return json
        }
        return text
    }
}
