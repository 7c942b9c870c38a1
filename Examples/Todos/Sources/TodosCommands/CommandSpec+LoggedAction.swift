import Onward

extension CommandSpec {
    /// A logged action as the command that makes it, as `:log` shows it: `rm 3` for `remove` with
    /// `[3]`, its text arguments as typed; an action no command makes, as `name(arguments)`.
    ///
    /// - Parameter entry: The action, as its log holds it.
    /// - Returns: The text, such as `edit 2 Call Ann today`.
    public static func text(of entry: ActionLogEntry) -> String {
        guard let command = all.first(where: { $0.action == entry.action }),
            command.argumentCount == entry.arguments.count
        else {
            return entry.arguments.isEmpty
                ? entry.action : "\(entry.action)(\(entry.arguments.joined(separator: ", ")))"
        }
        let typed = entry.arguments.map { json in
            guard case .string(let text)? = JSONValue.parse(json) else { return json }
            return text
        }
        return ([command.name] + typed).joined(separator: " ")
    }

    /// How many arguments a command that dispatches an action takes (those commands take all of theirs).
    private var argumentCount: Int {
        switch arguments {
        case .none: 0
        case .idAndTitle: 2
        default: 1
        }
    }
}
