/// A place in a file, as findings name it.
struct SourcePlace: Equatable {
    /// The file's path.
    var path: String
    /// The file's target.
    var target: String
    /// The line, from 1.
    var line: Int
    /// The column, from 1.
    var column: Int

    /// `File.swift:12`, for a message that points at a second declaration.
    var shortDescription: String {
        "\(path.split(separator: "/").last.map(String.init) ?? path):\(line)"
    }
}
