import Foundation
import Onward

/// Reads text files for ``TodoInteractor/importFile``; tests charge a fake one.
public struct FileReader: Sendable {
    /// Reads a whole file as UTF-8 text.
    public var read: @Sendable (_ path: String) async throws -> String

    /// Creates a reader.
    ///
    /// - Parameter read: Reads a whole file as UTF-8 text.
    public init(read: @escaping @Sendable (_ path: String) async throws -> String) {
        self.read = read
    }

    /// Reads from the file system.
    public static let fileSystem = FileReader { path in try readText(at: path) }

    /// A path that names a device or a pipe: reading it might never end, so it is not read.
    struct NotARegularFile: Error {}

    /// Reads a file's whole text, refusing a device or a pipe; a folder is left for the read to refuse.
    static func readText(at path: String) throws -> String {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            throw NotARegularFile()
        }
        return try String(contentsOfFile: path, encoding: .utf8)
    }
}

extension OnwardContainer {
    /// Reads the files that `import` brings in.
    @Inward package var fileReader: FileReader = .fileSystem
}
