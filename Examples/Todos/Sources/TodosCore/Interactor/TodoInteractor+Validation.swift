import Foundation
import Onward

extension TodoInteractor {
    /// A title as ``add`` and ``edit`` take it: trimmed, or why it is refused.
    ///
    /// The REPL checks what a person typed before dispatching, so a refused input changes nothing
    /// and is never logged (see "Refuse bad input before dispatch" in the library's docs):
    /// ```swift
    /// store.dispatch(\.add, try store.interactor.checkedTitle(typed))
    /// ```
    /// - Parameter title: The title as typed.
    /// - Returns: The trimmed title.
    /// - Throws: The ``TodoError`` that refuses it.
    public func checkedTitle(_ title: String) throws(TodoError) -> String {
        try titleValidator.validated(title)
    }

    /// An id as ``toggle``, ``edit`` and ``remove`` take it: one of a todo of the list.
    ///
    /// - Parameters:
    ///   - id: The id as typed.
    ///   - store: The list.
    /// - Returns: The id.
    /// - Throws: ``TodoError/unknownID(_:)`` when no todo has it.
    public func checkedID(_ id: Int, in store: ToDoStore) throws(TodoError) -> Int {
        guard store.todo(withID: id) != nil else { throw .unknownID(id) }
        return id
    }

    /// Reads a file to import and checks every title in it.
    ///
    /// - Parameter path: The file.
    /// - Returns: Its text, which ``ToDoStore/importCheckedFile(_:)`` hands to ``importFile``, so that the file
    ///   is read once and what is added is what was checked.
    /// - Throws: ``TodoError/unreadableFile(_:reason:)`` when the file cannot be read or a title in it
    ///   is refused.
    nonisolated(nonsending) public func checkedImport(_ path: String) async throws(TodoError) -> String {
        let text: String
        do {
            text = try await fileReader.read(path)
        } catch {
            throw .unreadableFile(path, reason: Self.reason(error))
        }
        for (index, line) in ImportedLine.parse(text).enumerated() {
            if await ImportedLine.isCancelled(before: index) { throw .interrupted }
            do {
                _ = try importedTitle(line)
            } catch {
                throw .unreadableFile(path, reason: "line \(line.number): \(error)")
            }
        }
        return text
    }

    /// The title an imported line adds, checked by the import rules in force.
    ///
    /// - Parameter line: A line of the file.
    /// - Returns: The trimmed title.
    /// - Throws: The ``TodoError`` that refuses it.
    func importedTitle(_ line: ImportedLine) throws(TodoError) -> String {
        try titleValidator.validated(line.title)
    }

    /// Why a file could not be read, in a few words, from the error's code.
    private static func reason(_ error: any Error) -> String {
        if error is FileReader.NotARegularFile { return "not a regular file (a device or a pipe)" }
        if let error = error as? CocoaError {
            switch error.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
            case .fileReadNoPermission: return "permission denied"
            case .fileReadInapplicableStringEncoding, .fileReadCorruptFile: return "not UTF-8 text"
            case .fileReadUnknown: return "not a file that can be read (a folder?)"
            default: break
            }
        }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return "\(error)"
    }
}
