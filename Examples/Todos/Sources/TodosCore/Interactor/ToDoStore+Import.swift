import Onward

extension ToDoStore {
    /// Imports a file after checking every title in it, reading it once.
    ///
    /// A refused file is never dispatched: it changes nothing and no observer (the action log
    /// among them) sees it. The action's middleware reads the text checked, through a reader
    /// scoped to this dispatch, not the file as it may be a moment later.
    /// - Parameters:
    ///   - path: The file.
    ///   - fileID: Where the import is asked for, for observers: the dispatch is said to be made there.
    ///   - line: The line it is asked for on.
    /// - Throws: The ``TodoError`` that refuses it (``TodoError/unreadableFile(_:reason:)``, or
    ///   ``TodoError/interrupted``).
    nonisolated(nonsending) public func importCheckedFile(
        _ path: String, fileID: StaticString = #fileID, line: UInt = #line
    ) async throws(TodoError) {
        let text = try await interactor.checkedImport(path)
        await OnwardContainer.withOverrides {
            $0[\.fileReader] = FileReader { _ in text }
        } run: {
            await dispatch(\.importFile, path, fileID: fileID, line: line)
        }
    }
}
