import Foundation

/// One run of the `todos` binary with its standard input from a text, through pipes.
struct TodosRun {
    /// What the run wrote on standard output.
    var output: String
    /// What the run wrote on standard error.
    var errors: String
    /// The exit status.
    var status: Int32

    /// Runs `todos` to the end.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments.
    ///   - input: The standard input.
    ///   - folder: The working folder; `HOME` is its `home/`, `XDG_DATA_HOME` its `data/`.
    ///   - environment: Variables to add or, with `nil`, remove.
    /// - Returns: The outputs and status.
    static func run(
        _ arguments: [String],
        input: String = "",
        in folder: TemporaryFolder,
        environment: [String: String?] = [:]
    ) throws -> TodosRun {
        let name = UUID().uuidString.prefix(8)
        let files = ["in", "out", "err"].map { folder.file(".run-\(name).\($0)") }
        try input.write(toFile: files[0], atomically: false, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: files[1], contents: nil)
        _ = FileManager.default.createFile(atPath: files[2], contents: nil)
        defer { for file in files { try? FileManager.default.removeItem(atPath: file) } }
        let status = try Spawn.run(
            TodosBinary.path,
            arguments,
            environment: Self.environment(folder: folder, changes: environment),
            directory: folder.path,
            input: files[0],
            output: files[1],
            errors: files[2]
        )
        func text(_ path: String) -> String {
            FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return TodosRun(output: text(files[1]), errors: text(files[2]), status: status)
    }

    /// A small, fixed environment for a run, so the user's own settings never leak in; only the
    /// sanitizers' options pass through, for `swift test --sanitize=...` (see `scripts/sanitize`).
    static func environment(folder: TemporaryFolder, changes: [String: String?]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = [
            "PATH": inherited["PATH"] ?? "/usr/bin:/bin",
            "HOME": folder.file("home"),
            "XDG_DATA_HOME": folder.file("data"),
            "LANG": "C.UTF-8",
        ]
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] { environment[name] = inherited[name] }
        for (name, value) in changes { environment[name] = value }
        return environment
    }
}
