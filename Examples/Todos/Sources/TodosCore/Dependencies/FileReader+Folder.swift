import Onward

extension FileReader {
    /// Reads from the file system, taking a relative path from a folder instead of the working folder.
    ///
    /// - Parameter folder: An absolute folder path.
    /// - Returns: The reader.
    public static func fileSystem(relativeTo folder: String) -> FileReader {
        FileReader { path in
            let absolute = path.hasPrefix("/") ? path : folder + "/" + path
            return try readText(at: absolute)
        }
    }
}

extension OnwardContainer {
    /// Makes `import` read a relative path from a folder from now on: the folder of the log being
    /// replayed, where a hand-written log's imported files lie. The REPL logs absolute paths, which
    /// this does not change.
    ///
    /// - Parameter folder: An absolute folder path.
    public static func readImports(relativeTo folder: String) {
        charge(\.fileReader, .fileSystem(relativeTo: folder))
    }
}
