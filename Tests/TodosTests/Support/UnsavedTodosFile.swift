import Foundation
import Testing

/// The file where `todos` keeps the todos of a session whose log stopped saving, as it ends:
/// `<log>.unsaved-<UTC time>.md`, which `import` reads.
enum UnsavedTodosFile {
    /// The names of such files in a folder inside the test's (or in it).
    static func names(in folder: TemporaryFolder, under subfolder: String = "") -> [String] {
        folder.list(subfolder).filter { $0.contains(".unsaved-") }
    }

    /// The path of the one such file in a folder inside the test's (or in it).
    static func path(
        in folder: TemporaryFolder, under subfolder: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let names = names(in: folder, under: subfolder)
        try #require(names.count == 1, "one file of unsaved todos: \(names)", sourceLocation: sourceLocation)
        #expect(names[0].hasSuffix(".md"), sourceLocation: sourceLocation)
        return folder.file(subfolder.isEmpty ? names[0] : subfolder + "/" + names[0])
    }

    /// The warning that names the file, as the session ends.
    static func warning(_ path: String) -> String {
        "warning: the todos as this session left them are in \(path); to get them back, 'import' that file "
            + "into a new list (todos --file NEW)\n"
    }

    /// Imports the file into a new list, as the warning says, and lists it.
    ///
    /// - Returns: What `list` printed.
    static func imported(_ path: String, in folder: TemporaryFolder, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> String
    {
        let list = "new-\(UUID().uuidString.prefix(8)).jsonl"
        let run = try TodosRun.run(["--file", list], input: "import \(path)\nlist\n", in: folder)
        #expect(run.errors.isEmpty && run.status == 0, "\(run.errors)", sourceLocation: sourceLocation)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("imported ") == true, sourceLocation: sourceLocation)
        return lines.dropFirst().joined(separator: "\n")
    }
}
