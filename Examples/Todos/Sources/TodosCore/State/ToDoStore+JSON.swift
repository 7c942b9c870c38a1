import Foundation

extension ToDoStore {
    /// The state as JSON for programs: `{"todos":[{"id":1,"isCompleted":false,"title":"..."}]}`.
    ///
    /// Keys are sorted and there is no decoration, so the text is stable across runs; `:state`
    /// and `todos replay --print-state json` print it, and `--expect-state` compares with it.
    public var stateJSON: String {
        let state = SavedState(
            todos: todos.map { SavedState.Item(id: $0.id, isCompleted: $0.isCompleted, title: $0.title) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(state) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The JSON shape of a ``ToDoStore``'s state.
struct SavedState: Codable, Equatable {
    struct Item: Codable, Equatable {
        var id: Int
        var isCompleted: Bool
        var title: String
    }

    var todos: [Item]
}
