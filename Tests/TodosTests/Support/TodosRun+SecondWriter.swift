import Foundation
import Testing

/// A `todos` that keeps running while a test starts another on the same file.
extension TodosRun {
    /// Starts `todos`, its standard input and output on pipes, and waits until it has answered
    /// `input` with `lines` lines: it takes its lock at start-up, before it answers a command.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments.
    ///   - input: Commands to answer first.
    ///   - lines: How many lines the answer has.
    ///   - folder: The working folder, as for ``run(_:input:in:environment:)``.
    ///   - environment: Variables to add or remove, as for ``run(_:input:in:environment:)``.
    ///   - errors: A file for its standard error (`/dev/null` when `nil`).
    /// - Returns: The running child.
    static func startHolding(
        _ arguments: [String], answering input: String, lines: Int, in folder: TemporaryFolder,
        environment changes: [String: String?] = [:], errors: String? = nil
    ) throws -> Spawn.Child {
        let child = try Spawn.start(
            TodosBinary.path, arguments, environment: environment(folder: folder, changes: changes),
            directory: folder.path, input: nil, pipingOutput: true,
            errors: errors)
        try child.input?.write(contentsOf: Data(input.utf8))
        try #require(child.output?.waitForLines(lines) == true)
        return child
    }

    /// Runs `todos --file FILE` while another `todos` holds that file, and checks that it is
    /// refused, naming the holder's pid, with status 1.
    static func expectRefused(
        file: String, heldBy pid: Int32, in folder: TemporaryFolder, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let second = try run(["--file", file], input: "add B\n", in: folder)
        #expect(
            second.errors
                == "todos: another todos is using \(folder.file(file)) (pid \(pid)); close it or use --file PATH\n",
            sourceLocation: sourceLocation)
        #expect(second.status == 1, sourceLocation: sourceLocation)
    }
}
