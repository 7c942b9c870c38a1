import OnwardGeneratorsMacros

/// A diagnostic a test expects: its id, message, position and the messages of its fix-its.
struct DiagnosticSpec: Equatable, CustomStringConvertible {
    /// The stable id, e.g. `notAClass`; `nil` for a syntax error.
    let id: String?
    /// The full message.
    let message: String
    /// The 1-based line.
    let line: Int
    /// The 1-based UTF-8 column.
    let column: Int
    /// The messages of the fix-its, in order.
    let fixIts: [String]

    /// Creates an expected diagnostic.
    init(id: String?, message: String, line: Int, column: Int, fixIts: [String] = []) {
        self.id = id
        self.message = message
        self.line = line
        self.column = column
        self.fixIts = fixIts
    }

    /// The expectation that `diagnostic` is compared with.
    init(_ diagnostic: ExpansionDiagnostic) {
        self.init(
            id: diagnostic.id,
            message: diagnostic.message,
            line: diagnostic.line,
            column: diagnostic.column,
            fixIts: diagnostic.fixIts.map(\.message)
        )
    }

    var description: String {
        "\(line):\(column) [\(id ?? "-")] \(message)" + (fixIts.isEmpty ? "" : " fix-its: \(fixIts)")
    }
}
