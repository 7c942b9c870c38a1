/// A source target of the package, as this plugin describes it to `onward-tool`
/// (`Sources/onward-tool/PackageTarget.swift` declares the same fields: a plugin cannot share a
/// library with its tool).
struct PackageTarget: Codable {
    /// The target's name.
    var name: String
    /// Whether it is a test target.
    var isTest: Bool
    /// Its source folder's absolute path.
    var directory: String
    /// Its Swift files' absolute paths.
    var files: [String]
}
