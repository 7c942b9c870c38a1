import OnwardGeneratorsMacros
import Testing

/// Expands `source` with Onward's macros and checks the whole result, like swift-syntax's
/// `assertMacroExpansion`: the expanded text, every diagnostic (id, message, line, column, fix-it
/// messages) and the source after applying every fix-it.
///
/// As in `assertMacroExpansion`, the expanded text is compared without the line breaks at its start and
/// end (an attribute on its own first line leaves one behind).
/// - Parameters:
///   - source: The input, as a user would write it.
///   - expandedSource: The whole expected expansion.
///   - diagnostics: The expected diagnostics, in source order.
///   - fixedSource: The expected source after all fix-its; required when a diagnostic offers one.
///   - sourceLocation: Where failures are reported.
func assertExpansion(
    _ source: String,
    expandsTo expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    fixedSource: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let result = expandOnwardMacros(in: source, fileName: "test.swift")
    #expect(result.text.trimmingLineBreaks == expandedSource, sourceLocation: sourceLocation)
    #expect(result.diagnostics.map(DiagnosticSpec.init) == diagnostics, sourceLocation: sourceLocation)
    let fixIts = result.diagnostics.flatMap(\.fixIts)
    if let fixedSource {
        let edits = fixIts.flatMap(\.edits)
        #expect(SourceTextEdit.apply(edits, to: source) == fixedSource, sourceLocation: sourceLocation)
    } else {
        #expect(fixIts.isEmpty, "fix-its were offered; pass fixedSource", sourceLocation: sourceLocation)
    }
}

extension String {
    /// The string without line breaks at its start and end.
    fileprivate var trimmingLineBreaks: Substring {
        let text = drop { $0.isNewline }
        return text.dropLast(text.reversed().prefix { $0.isNewline }.count)
    }
}
