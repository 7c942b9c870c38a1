/// A diagnostic about the original source: a syntax error or a misuse one of Onward's macros reports.
public struct ExpansionDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Equatable {
        /// The code cannot compile.
        case error
        /// The code compiles but is suspicious.
        case warning
        /// Additional information about another diagnostic.
        case note
        /// Information the compiler only shows on request.
        case remark
    }

    /// The stable id of an Onward diagnostic (e.g. `notAClass`), or `nil` for a syntax error.
    public let id: String?
    /// What is wrong and what to do.
    public let message: String
    /// The file name given to the expansion.
    public let fileName: String
    /// The 1-based line in the original source.
    public let line: Int
    /// The 1-based column in the original source, counted in UTF-8 bytes as the compiler does.
    public let column: Int
    /// How serious the diagnostic is.
    public let severity: Severity
    /// The fix-its offered, in order.
    public let fixIts: [ExpansionFixIt]

    /// The diagnostic in the compiler's format: `file.swift:3:1: error: message`.
    public var description: String { "\(fileName):\(line):\(column): \(severity.rawValue): \(message)" }
}
