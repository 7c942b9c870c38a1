import Foundation
import Testing

/// Expected outputs kept as files in `Tests/TodosTests/Golden/`.
///
/// Run the tests with `UPDATE_GOLDEN=1` to write the files from the actual output instead, then
/// read the diff before committing it.
enum Golden {
    /// The `Golden` folder beside the tests.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// The text of a golden file.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// Checks a text against a golden file (or writes it, with `UPDATE_GOLDEN=1`).
    static func expect(
        _ actual: String,
        matches name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing \(name)>"
        #expect(actual == expected, "differs from Golden/\(name)", sourceLocation: sourceLocation)
    }
}
