import Onward
import OnwardDebug
import TodosCommands

/// The text of `:log`: the log's actions, numbered and aligned, with a line marking the position
/// when some are undone.
///
/// ```
///   1 add Buy milk
///   2 toggle 1
/// --- now at 2 of 3: the actions below are undone
///   3 rm 1
/// ```
enum LogView {
    /// The lines for a log's contents.
    ///
    /// - Parameters:
    ///   - contents: The actions and the position.
    ///   - style: How to dim the undone actions.
    /// - Returns: The lines, without line breaks.
    static func lines(_ contents: ActionLogContents, style: TerminalStyle) -> [String] {
        guard !contents.entries.isEmpty else { return ["no actions yet; each change is logged, numbered from 1"] }
        let width = max(3, String(contents.entries.count).count)
        var lines: [String] = []
        for entry in contents.entries {
            if entry.seq == contents.position + 1 {
                lines.append(marker(contents))
            }
            let number = String(entry.seq)
            let line =
                String(repeating: " ", count: width - number.count) + number + " " + text(of: entry)
            lines.append(entry.seq > contents.position ? style.dim(line) : line)
        }
        return lines
    }

    /// An action as `:log` shows it: the command that makes it (``CommandSpec/text(of:)``), with its
    /// control characters escaped (a log's text is shown, never obeyed).
    static func text(of entry: ActionLogEntry) -> String {
        let startsAfresh = entry.action == LogFormatOne.replaceAllName && entry.arguments.count == 1
        return (startsAfresh ? "start from the saved state" : CommandSpec.text(of: entry)).escapingControlCharacters
    }

    /// `1 action`, `3 actions`.
    static func actions(_ count: Int) -> String {
        count == 1 ? "1 action" : "\(count) actions"
    }

    /// `action 3`, `actions 1, 4`.
    static func actions(numbered numbers: [Int]) -> String {
        (numbers.count == 1 ? "action " : "actions ") + numbers.map(String.init).joined(separator: ", ")
    }

    /// The line between the actions in effect and the undone ones.
    static func marker(_ contents: ActionLogContents) -> String {
        let undone = contents.undoneCount == 1 ? "the action below is undone" : "the actions below are undone"
        return "--- now at \(contents.position) of \(contents.entries.count): \(undone)"
    }
}
