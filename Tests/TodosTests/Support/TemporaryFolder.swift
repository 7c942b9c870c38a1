import Foundation

/// A fresh folder for one test: the working folder of the runs, with `home/` and `data/` inside
/// for `HOME` and `XDG_DATA_HOME`; removed when the value is released.
final class TemporaryFolder {
    /// The folder's path.
    let path: String

    /// Creates an empty folder under the system's temporary folder.
    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("todos-tests-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: path + "/home", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path + "/data", withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of a file in the folder.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes a file in the folder.
    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: file(name), atomically: false, encoding: .utf8)
    }

    /// The text of a file in the folder, or `nil` if there is none.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names of the files in a folder inside this one.
    func list(_ folder: String = "") -> [String] {
        let path = folder.isEmpty ? self.path : file(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}
