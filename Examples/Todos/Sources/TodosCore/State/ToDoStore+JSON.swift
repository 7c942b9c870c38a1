import Foundation

extension ToDoStore {
    /// The state as JSON for programs: `{"todos":[{"id":1,"isCompleted":false,"title":"..."}]}`.
    ///
    /// Keys are sorted and there is no decoration, so the text is stable across runs; `:state`
    /// and `todos replay --print-state json` print it, and `--expect-state` compares with it.
    public var stateJSON: String {
        // The todos alone: the next id is bookkeeping, not part of what a person sees.
        let state = VisibleState(todos: self.state.todos)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(state) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The JSON shape of a ``ToDoStore``'s visible state: its todos, as ``ToDoStoreState`` holds them.
struct VisibleState: Codable {
    var todos: [ToDoStoreState.Item]
}
