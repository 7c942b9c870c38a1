import Foundation
import Testing

/// `onward-tool`, which `swift package onward` runs, refuses what it does not know with exit status
/// 2: a misspelt `--strict` used to be taken for a type to expand, so a check passed that failed.
@Suite struct ToolArgumentsTests {
    /// The tool, built beside the test bundle since this target depends on it.
    static let tool: String = {
        var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            if let candidate = folder?.appendingPathComponent("onward-tool").path,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
            folder = folder?.deletingLastPathComponent()
        }
        return "onward-tool"
    }()

    @Test(arguments: [
        (["--stict"], "unknown option '--stict'; the options are --target NAME and --strict"),
        (["--strict=yes"], "unknown option '--strict=yes'; the options are --target NAME and --strict"),
        (["Cart"], "check takes no types or files, not 'Cart'; name a target with --target NAME"),
    ])
    func checkRefusesWhatItDoesNotKnow(arguments: [String], message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onward-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let targets = folder.appendingPathComponent("targets.json")
        try Data("[]".utf8).write(to: targets)
        let errors = folder.appendingPathComponent("errors.txt")
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.tool)
        process.arguments = ["check", "--package-dir", folder.path, "--targets", targets.path] + arguments
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(try String(contentsOf: errors, encoding: .utf8) == "error: \(message)\n")
    }
}
