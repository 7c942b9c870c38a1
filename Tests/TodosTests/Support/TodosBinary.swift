import Foundation

/// Finds the built `todos` executable that the end-to-end tests run.
enum TodosBinary {
    /// The path of `todos`: `$TODOS_BINARY`, else beside the test bundle in the build products
    /// folder (where `swift test` builds it, since this target depends on it), else
    /// `.build/debug/todos` under the package root.
    static let path: String = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["TODOS_BINARY"] { return override }
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            // .build/<triple>/debug/OnwardPackageTests.xctest (Linux) or .../Contents/MacOS/... (macOS)
            var folder = executable.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("todos"))
                folder = folder.deletingLastPathComponent()
            }
        }
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // TodosTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/todos"))
        let found = candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
        return (found ?? candidates[candidates.count - 1]).path
    }()
}
