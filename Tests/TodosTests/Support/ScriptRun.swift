import Foundation

/// One run of a script in `scripts/` with `bash`, using the `todos` the tests run.
struct ScriptRun {
    /// What the run wrote on standard output.
    var output: String
    /// What the run wrote on standard error.
    var errors: String
    /// The exit status.
    var status: Int32

    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // TodosTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent().path

    /// Runs `scripts/<name>` to the end, with `TODOS_BINARY` set so it never builds.
    ///
    /// - Parameters:
    ///   - name: The script's path under `scripts/`, such as `replay` or `logs/generate-long-log`.
    ///   - arguments: Its arguments.
    ///   - input: Its standard input.
    ///   - folder: The working folder.
    /// - Returns: The outputs and status.
    static func run(
        _ name: String,
        _ arguments: [String],
        input: String = "",
        in folder: TemporaryFolder
    ) throws -> ScriptRun {
        let tag = UUID().uuidString.prefix(8)
        let files = ["in", "out", "err"].map { folder.file(".run-\(tag).\($0)") }
        try input.write(toFile: files[0], atomically: false, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: files[1], contents: nil)
        _ = FileManager.default.createFile(atPath: files[2], contents: nil)
        defer { for file in files { try? FileManager.default.removeItem(atPath: file) } }
        var environment = TodosRun.environment(folder: folder, changes: [:])
        environment["TODOS_BINARY"] = TodosBinary.path
        let status = try Spawn.run(
            "/bin/bash",
            [root + "/scripts/" + name] + arguments,
            environment: environment,
            directory: folder.path,
            input: files[0],
            output: files[1],
            errors: files[2]
        )
        func text(_ path: String) -> String {
            FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return ScriptRun(output: text(files[1]), errors: text(files[2]), status: status)
    }
}
