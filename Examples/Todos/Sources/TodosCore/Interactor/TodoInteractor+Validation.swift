import Onward

extension TodoInteractor {
    /// Checks a request against the store and normalizes it (titles trimmed).
    ///
    /// - Parameters:
    ///   - request: What the person asked for.
    ///   - store: The list it would change.
    /// - Returns: The request to dispatch.
    /// - Throws: A ``TodoError`` saying why the request is refused.
    nonisolated(nonsending) public func validated(
        _ request: TodoRequest,
        in store: ToDoStore
    ) async throws(TodoError) -> TodoRequest {
        switch request {
        case .add(let title):
            return .add(try titleValidator.validated(title))
        case .toggle(let id), .remove(let id):
            guard store.todo(withID: id) != nil else { throw .unknownID(id) }
            return request
        case .edit(let id, let title):
            guard store.todo(withID: id) != nil else { throw .unknownID(id) }
            return .edit(id, try titleValidator.validated(title))
        case .clearCompleted:
            return request
        case .importFile(let path):
            try await checkImport(path)
            return request
        }
    }

    /// Reads a file to import and checks every title in it.
    nonisolated(nonsending) private func checkImport(_ path: String) async throws(TodoError) {
        let text: String
        do {
            text = try await fileReader.read(path)
        } catch {
            throw .unreadableFile(path, reason: Self.reason(error))
        }
        for line in ImportedLine.parse(text) {
            do {
                _ = try titleValidator.validated(line.title)
            } catch {
                throw .unreadableFile(path, reason: "line \(line.number): \(error)")
            }
        }
    }

    private static func reason(_ error: any Error) -> String {
        let text = "\(error)"
        if text.contains("NSFileReadNoSuchFileError") || text.contains("Code=260") || text.contains("Code=4") {
            return "no such file"
        }
        if text.contains("Code=257") || text.contains("NoPermission") { return "permission denied" }
        if text.contains("Code=261") || text.contains("InapplicableStringEncoding") { return "not UTF-8 text" }
        return text
    }
}
