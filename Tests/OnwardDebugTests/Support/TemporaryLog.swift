import Foundation

@testable import OnwardHistory

/// A file in the temporary directory, removed when the value goes away.
final class TemporaryLog {
    let path: String

    init(contents: String? = nil) {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("onward-debug-\(UUID().uuidString).log").path
        if let contents { write(contents) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func write(_ text: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    var contents: String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
