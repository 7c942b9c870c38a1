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
    public static let fileSystem = FileReader { path in
        try String(contentsOfFile: path, encoding: .utf8)
    }
}

extension OnwardContainer {
    /// Reads the files that `import` brings in.
    @Inward var fileReader: FileReader = .fileSystem
}
