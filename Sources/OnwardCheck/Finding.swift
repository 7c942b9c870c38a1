/// Something `swift package onward check` reports: a place in a file and what is wrong there.
package struct Finding: Equatable, Sendable, CustomStringConvertible {
    /// The rule that found it.
    package var rule: CheckRule
    /// The file's path.
    package var path: String
    /// The line, from 1.
    package var line: Int
    /// The column, from 1.
    package var column: Int
    /// What is wrong, and what to do.
    package var message: String

    /// The finding as the compiler writes a warning: `PATH:LINE:COLUMN: warning: MESSAGE`.
    package var description: String {
        "\(path):\(line):\(column): warning: \(message)"
    }
}

extension Finding {
    /// A finding at a place.
    init(rule: CheckRule, place: SourcePlace, message: String) {
        self.init(rule: rule, path: place.path, line: place.line, column: place.column, message: message)
    }
}
