import Onward
import TodosCommands

/// A logged action as the command that makes it: `add Buy milk`, `toggle 2`, `rm 3`.
enum ActionText {
    /// The command for a log entry, as the command that dispatches its action shows it
    /// (``CommandSpec/dispatching(_:)``); an action no command makes is shown as `name(arguments)`.
    ///
    /// - Returns: The text, such as `edit 2 Call Ann today`.
    static func command(for entry: ActionLogEntry) -> String {
        text(for: entry).escapingControlCharacters  // a log's text is shown, never obeyed
    }

    private static func text(for entry: ActionLogEntry) -> String {
        if let command = CommandSpec.dispatching(entry.action), command.argumentCount == entry.arguments.count {
            return ([command.name] + entry.arguments.map(plain)).joined(separator: " ")
        }
        if entry.action == LogFormatOne.replaceAllName, entry.arguments.count == 1 {
            return "start from the saved state"
        }
        return entry.arguments.isEmpty ? entry.action : "\(entry.action)(\(entry.arguments.joined(separator: ", ")))"
    }

    /// A JSON argument as typed: a string without its quotes and escapes, anything else as written.
    private static func plain(_ json: String) -> String {
        guard case .string(let text)? = JSONValue.parse(json) else { return json }
        return text
    }
}
