/// A source target of the user's package, as the command plugin describes it to this tool.
///
/// The plugin writes a JSON array of these (`Plugins/OnwardPlugin/PackageTarget.swift` declares the
/// same fields) and passes its path with `--targets`.
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
