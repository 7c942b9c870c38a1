import Onward
import TodosCore

/// The actions a `todos` log may hold that no command dispatches: those of log format 1, which
/// `todos` 0.1 wrote, and ``replaceAll``, which an upgrade of such a log may write. The app
/// upgrades a version 1 log at start-up (`LogFormatOne+Upgrade.swift`). The log fuzzer replays
/// logs with these registries too: it compiles this file, through a link in `Tests/Fuzz/ActionLogLine`.
enum LogFormatOne {
    /// The actions a log of a format version may hold: today's, with ``replaceAll``, which an
    /// upgrade may have written; for version 1, ``importFileAsThen`` in place of `importFile`.
    ///
    /// - Parameter version: The log's format version; `nil` for today's.
    /// - Returns: A new registry.
    static func registry(forVersion version: Int?) -> ActionRegistry<ToDoStore> {
        let registry = ActionRegistry<ToDoStore>.storeActions().register(replaceAll, as: replaceAllName)
        guard version == 1 else { return registry }
        return registry.removing("importFile").register(importFileAsThen, as: "importFile")
    }

    /// The name an upgraded log gives ``replaceAll``.
    static let replaceAllName = "replaceAll"

    /// Replaces every todo and the next id with a saved state.
    ///
    /// No command dispatches it: an upgraded log starts with it when replaying the old log would
    /// no longer reach the state its last session ended with (an imported file changed since),
    /// so the state is kept; the history before it stays in the old log, which is kept beside.
    static var replaceAll: Action<ToDoStore, ToDoStoreState> {
        Action(replaceAllName) { state in
            Reducer(setter: \.todos) {
                state.todos.map { ToDo(id: $0.id, title: $0.title, isCompleted: $0.isCompleted) }
            }
            Reducer(setter: \.nextID) { state.nextID }
        }
    }

    /// `import` as `todos` 0.1 ran it, which a version 1 log holds no effects of, so its replay runs
    /// it again and must add what it added then: lines end at `\n` only (`\r\n` is one `Character`,
    /// never equal to it), and a title is only trimmed and checked for length.
    static var importFileAsThen: AsyncAction<ToDoStore, String> {
        AsyncAction("importFile") { path in
            AsyncMiddleware { proxy in
                guard let text = try? await OnwardContainer[\.fileReader].read(path) else { return }
                let validator = OnwardContainer[\.titleValidator]
                for line in importedLinesAsThen(text) {
                    let title = line.title.trimmingWhitespace()
                    guard !title.isEmpty, title.count <= validator.maximumLength else { continue }
                    // No id left (a hand-written log's): the add would add nothing, and the toggle
                    // would mark the todo that has the last id.
                    guard proxy.hasIDLeft else { return }
                    let id = proxy.nextID
                    proxy.dispatch(\.add, title)
                    if line.isCompleted { proxy.dispatch(\.toggle, id) }
                }
            }
        }
    }

    /// The todos in a file's text as `todos` 0.1 read them: lines end at `\n` only, blank ones are
    /// skipped, and every box a line begins with, compared by `Character`s and tried in the order
    /// `- [x] `, `- [X] `, `- [ ] `, is taken off, the last one taken saying whether it is done
    /// (`- [x] - [ ] title` added `title`, not done). `import` now takes one box off, by scalars
    /// (``ImportedLine/parse(_:)``); a version 1 log's imports must add what they added then.
    ///
    /// - Parameter text: The file's text.
    /// - Returns: Each line's title, untrimmed, and whether it is done.
    static func importedLinesAsThen(_ text: String) -> [(title: String, isCompleted: Bool)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
            var line = Substring(String(raw).trimmingWhitespace())
            guard !line.isEmpty else { return nil }
            var isCompleted = false
            for (box, done) in [("- [x] ", true), ("- [X] ", true), ("- [ ] ", false)] where line.hasPrefix(box) {
                line = line.dropFirst(box.count)
                isCompleted = done
            }
            return (String(line), isCompleted)
        }
    }
}
