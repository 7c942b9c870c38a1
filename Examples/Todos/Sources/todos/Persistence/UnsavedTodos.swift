import Foundation
import Onward
import TodosCore

/// The todos of a session whose log stopped saving, kept as it ends: what was done after the stop
/// is in no log, and would be gone with the process.
enum UnsavedTodos {
    /// Writes the todos, as `import` reads them (``ImportedLine/text(of:)``), to
    /// `<log>.unsaved-<UTC time>.md` beside the log, or in the temporary folder (then `/tmp`) when
    /// that cannot be written (a full disk), and says where and how to get them back; or says that
    /// they could not be kept. Does nothing when the store holds nothing that no file does
    /// (``StoreHistory/hasUnsavedChanges``), and for a session that saves nothing (`--memory`, or a
    /// log that could not be written from the start, as the session said when it began).
    ///
    /// - Parameters:
    ///   - store: The store, as the session left it.
    ///   - journal: Its history, closed.
    ///   - console: Where to say it.
    static func keep(_ store: ToDoStore, of journal: Journal, console: Console) {
        guard !journal.isScratch, journal.hasUnsavedChanges else { return }
        let text = Data(ImportedLine.text(of: store.todos).utf8)
        let name = (journal.path as NSString).lastPathComponent
        let places =
            [("beside the log", journal.path)]
            + ScratchLog.folders.map { ("in \($0)", ($0 as NSString).appendingPathComponent(name)) }
        var failures: [String] = []
        for (place, path) in places {
            switch LogBackup.write(text, beside: path, as: "unsaved", ending: ".md") {
            case .success(let file):
                console.warning(
                    "the todos as this session left them are in \(file); to get them back, "
                        + "'import' that file into a new list (todos --file NEW)" + notReadBack(store))
                return
            case .failure(let failure):
                failures.append("\(place): \(failure.reason)")
            }
        }
        console.error(
            "cannot keep the todos as this session left them (\(failures.joined(separator: "; "))), "
                + "so what was not saved is lost")
    }

    /// What to say of the titles `import` would not read back as they are: titles from a log that
    /// `add` did not check (a hand-made one, or one `todos` 0.1 imported) may hold a control
    /// character (which `import` refuses, a line break splitting the line), or spaces around them.
    ///
    /// - Returns: `; first fix the N titles ...`, or nothing when every title comes back.
    private static func notReadBack(_ store: ToDoStore) -> String {
        let count = store.todos.count { (try? store.interactor.checkedTitle($0.title)) != $0.title }
        guard count > 0 else { return "" }
        return "; first fix the \(count == 1 ? "title" : "\(count) titles") in it that 'import' refuses or changes "
            + "(a control character, a line break, spaces around it, an empty title)"
    }
}
