/// A source file with Onward's macros expanded, and what the macros (and the parser) reported about it.
public struct ExpandedSource: Sendable, Equatable {
    /// The source text with every Onward macro replaced by the code it generates.
    public let text: String
    /// Syntax errors and macro diagnostics, ordered by position in the original source.
    public let diagnostics: [ExpansionDiagnostic]
}
