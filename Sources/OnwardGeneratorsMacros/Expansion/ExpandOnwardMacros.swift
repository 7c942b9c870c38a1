import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// Expands every Onward macro (`@Interactor`, `@Store`, `@Action`, `@Reducer`, `@Middleware`, `@Inward`) in a
/// Swift source text, with the same generator code the compiler plugin runs.
///
/// Other attributes, such as `@Observable`, stay as written. Macros are recognized by their attribute name
/// alone, so the text does not need to import Onward or compile.
/// - Parameters:
///   - source: The Swift source text.
///   - fileName: The name diagnostics report, e.g. `ToDo.swift`.
///   - indentationWidth: The number of spaces per indentation level in generated code.
/// - Returns: The expanded text and the diagnostics about the original text.
public func expandOnwardMacros(in source: String, fileName: String = "input.swift", indentationWidth: Int = 4)
    -> ExpandedSource
{
    let tree = Parser.parse(source: source)
    let knownFile = BasicMacroExpansionContext.KnownSourceFile(moduleName: "Onward", fullFilePath: fileName)
    let expansionContext = BasicMacroExpansionContext(sourceFiles: [tree: knownFile])
    let specs = Dictionary(onwardMacros.map { ($0.name, $0.spec) }, uniquingKeysWith: { first, _ in first })
    let expanded = tree.expand(
        macroSpecs: specs,
        contextGenerator: { node in
            BasicMacroExpansionContext(sharingWith: expansionContext, lexicalContext: node.allMacroLexicalContexts())
        },
        indentationWidth: .spaces(indentationWidth)
    )
    // The expansion reports some diagnostics at the wrong lines, so when it reports any, a second
    // pass over the original file gathers them again, located there. Most files have none.
    var macroDiagnostics: [Diagnostic] = []
    if !expansionContext.diagnostics.isEmpty {
        let diagnosticContext = BasicMacroExpansionContext(sourceFiles: [tree: knownFile])
        MacroDiagnosticsCollector(macros: onwardMacros, context: diagnosticContext).walk(tree)
        macroDiagnostics = diagnosticContext.diagnostics
    }
    let converter = SourceLocationConverter(fileName: fileName, tree: tree)
    let diagnostics = (ParseDiagnosticsGenerator.diagnostics(for: tree) + macroDiagnostics)
        .map { ExpansionDiagnostic($0, fileName: fileName, converter: converter) }
        .enumerated()
        .sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
        .map(\.element)
    return ExpandedSource(text: expanded.description, diagnostics: diagnostics)
}

extension ExpansionDiagnostic {
    /// Converts a swift-syntax diagnostic about a node of the parsed file.
    init(_ diagnostic: Diagnostic, fileName: String, converter: SourceLocationConverter) {
        let location = diagnostic.location(converter: converter)
        self.init(
            id: (diagnostic.diagMessage as? any OnwardDiagnosticMessage)?.id,
            message: diagnostic.message,
            fileName: fileName,
            line: location.line,
            column: location.column,
            severity: Severity(diagnostic.diagMessage.severity),
            fixIts: diagnostic.fixIts.map(ExpansionFixIt.init)
        )
    }
}

extension ExpansionFixIt {
    /// Converts a swift-syntax fix-it about nodes of the parsed file.
    init(_ fixIt: FixIt) {
        let edits = fixIt.edits.map {
            SourceTextEdit(
                utf8Range: $0.range.lowerBound.utf8Offset..<$0.range.upperBound.utf8Offset,
                replacement: $0.replacement
            )
        }
        self.init(message: fixIt.message.message, edits: edits)
    }
}

extension ExpansionDiagnostic.Severity {
    /// Converts a swift-syntax severity.
    init(_ severity: DiagnosticSeverity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .note: self = .note
        case .remark: self = .remark
        @unknown default: self = .error
        }
    }
}
