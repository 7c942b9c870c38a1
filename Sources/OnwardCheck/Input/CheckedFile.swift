/// A Swift source file of the package being checked.
package struct CheckedFile: Sendable {
    /// The path findings name: absolute, so that editors can open it.
    package var path: String
    /// The name of the target the file belongs to.
    package var target: String
    /// The file's text.
    package var text: String

    /// Creates a file.
    package init(path: String, target: String, text: String) {
        self.path = path
        self.target = target
        self.text = text
    }
}
