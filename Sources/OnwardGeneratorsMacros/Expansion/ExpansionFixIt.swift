/// A mechanical change that resolves a diagnostic, as text edits of the original source.
public struct ExpansionFixIt: Sendable, Equatable {
    /// What the fix-it does, e.g. "Remove the initializer".
    public let message: String
    /// The non-overlapping edits of the original source.
    public let edits: [SourceTextEdit]

    /// Applies this fix-it to the source it was reported for.
    /// - Parameter source: The original source text.
    /// - Returns: The source with the fix-it applied.
    public func apply(to source: String) -> String { SourceTextEdit.apply(edits, to: source) }
}
