/// A replacement of a range of source text, addressed in UTF-8 bytes.
public struct SourceTextEdit: Sendable, Equatable {
    /// The replaced bytes, as offsets from the start of the source's UTF-8 encoding.
    public let utf8Range: Range<Int>
    /// The text written in their place.
    public let replacement: String

    /// Creates an edit.
    /// - Parameters:
    ///   - utf8Range: The replaced bytes of the source's UTF-8 encoding.
    ///   - replacement: The text written in their place.
    public init(utf8Range: Range<Int>, replacement: String) {
        self.utf8Range = utf8Range
        self.replacement = replacement
    }

    /// Applies edits to a source text; an edit that overlaps one listed before it (a second insertion at the
    /// same place included), or falls outside the source, is skipped. An insertion where a replacement
    /// starts goes before the replaced text.
    /// - Parameters:
    ///   - edits: The edits, addressed in the original source.
    ///   - source: The original source text.
    /// - Returns: The edited source text.
    public static func apply(_ edits: [SourceTextEdit], to source: String) -> String {
        var bytes = Array(source.utf8)
        var accepted: [SourceTextEdit] = []
        for edit in edits where edit.utf8Range.upperBound <= bytes.count {
            let overlaps = accepted.contains {
                $0.utf8Range.overlaps(edit.utf8Range)
                    || ($0.utf8Range.isEmpty && $0.utf8Range.lowerBound == edit.utf8Range.lowerBound)
            }
            if !overlaps { accepted.append(edit) }
        }
        let lastFirst = accepted.sorted {
            ($0.utf8Range.lowerBound, $0.utf8Range.upperBound) > ($1.utf8Range.lowerBound, $1.utf8Range.upperBound)
        }
        for edit in lastFirst {
            bytes.replaceSubrange(edit.utf8Range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
