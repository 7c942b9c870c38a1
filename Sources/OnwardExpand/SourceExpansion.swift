import Foundation
import OnwardGeneratorsMacros
import SwiftParser
import SwiftSyntax

/// Swift code with Onward's macros expanded by the same generator code the compiler plugin runs,
/// each line marked as written, replaced or generated, followed by the macros' diagnostics as the
/// compiler writes them: what `todos expand` and `swift package onward expand` print.
package enum SourceExpansion {
    /// What an expansion prints.
    package struct Output {
        /// The lines, diagnostics included.
        package var lines: [String] = []
        /// How many diagnostics are errors: the code would not compile.
        package var errorCount = 0

        /// Creates an output.
        package init(lines: [String] = [], errorCount: Int = 0) {
            self.lines = lines
            self.errorCount = errorCount
        }
    }

    /// Whether an operand names a Swift file (it ends in `.swift` or holds a `/`) rather than a type.
    package static func isPath(_ operand: String) -> Bool {
        operand.hasSuffix(".swift") || operand.contains("/")
    }

    /// The expansions of several operands, each a type or a file (``isPath(_:)``), in order, a
    /// blank line between two.
    ///
    /// - Parameters:
    ///   - operands: Type names and file paths.
    ///   - file: Expands a file.
    ///   - type: Expands a type.
    /// - Returns: Every line, and every error counted.
    /// - Throws: What `file` or `type` throws, for the first operand that fails.
    package static func each<Failure: Error>(
        _ operands: [String], file: (String) throws(Failure) -> Output, type: (String) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        var output = Output()
        for operand in operands {
            if !output.lines.isEmpty { output.lines.append("") }
            let part = isPath(operand) ? try file(operand) : try type(operand)
            output.lines += part.lines
            output.errorCount += part.errorCount
        }
        return output
    }

    /// The declarations of a type that use Onward's macros (all of them if none does), expanded.
    ///
    /// - Parameters:
    ///   - name: The type's name, such as `ToDoStore`.
    ///   - files: The files to look for it in, in the order to print them.
    ///   - style: Colors for a terminal, or plain.
    /// - Returns: The lines to print, or `nil` when no file declares or extends the type.
    package static func type(_ name: String, in files: [ExpandableFile], style: some ExpansionStyle) -> Output? {
        var found: [(declaration: TopLevelDeclaration, file: ExpandableFile, converter: SourceLocationConverter)] = []
        for file in files where file.mayDeclare(name) {
            let tree = Parser.parse(source: file.text)
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            for declaration in TopLevelDeclaration.all(in: tree) where declaration.typeName == name {
                found.append((declaration, file, converter))
            }
        }
        guard !found.isEmpty else { return nil }
        let withMacros = found.filter(\.declaration.usesOnwardMacros)
        var output = Output()
        for (declaration, file, converter) in withMacros.isEmpty ? found : withMacros {
            if !output.lines.isEmpty { output.lines.append("") }
            let (snippet, line) = source(of: declaration.syntax, converter: converter)
            let part = expanded(snippet, path: file.path, firstLine: line, style: style)
            output.lines += part.lines
            output.errorCount += part.errorCount
        }
        return output
    }

    /// A whole file, each top-level declaration that uses Onward's macros expanded on its own, the
    /// rest as written: what a declaration generates stands after it, as a type's expansion shows
    /// it, and the work grows with the file rather than with its square (expanding and comparing the
    /// file at once took minutes for thousands of stores). Statements that share a line are one
    /// part, with the blank and comment lines before them. A file that does not parse is expanded
    /// whole, so that its syntax errors are reported as the compiler reports them, and so is one
    /// whose lines end in `\r`.
    ///
    /// - Parameters:
    ///   - text: The file's text. Lines are shown as lines: `\r\n` ends one as `\n` does.
    ///   - path: The path to print.
    ///   - style: Colors for a terminal, or plain.
    ///   - isInterrupted: Asked before each declaration that uses the macros (declarations that share
    ///     a line together): `true` stops there, and the output says how far it got.
    /// - Returns: The lines to print, diagnostics included.
    package static func file(
        _ text: String, path: String, style: some ExpansionStyle, isInterrupted: () -> Bool = { false }
    ) -> Output {
        let text = text.replacingOccurrences(of: "\r\n", with: "\n")
        let tree = Parser.parse(source: text)
        guard !tree.hasError, !text.utf8.contains(UInt8(ascii: "\r")) else {
            return expanded(text, path: path, firstLine: 1, style: style)
        }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var groups: [(lines: ClosedRange<Int>, macroStatements: Int)] = []  // 0-based lines, in order
        for statement in tree.statements {
            let first = converter.location(for: statement.positionAfterSkippingLeadingTrivia).line - 1
            // With its trailing trivia: a block comment after it may run over several lines.
            let last = converter.location(for: statement.endPosition).line - 1
            let macroStatements = TopLevelDeclaration.usesOnwardMacros(statement) ? 1 : 0
            if let previous = groups.last, previous.lines.upperBound >= first {
                groups[groups.count - 1] = (
                    previous.lines.lowerBound...max(previous.lines.upperBound, last),
                    previous.macroStatements + macroStatements
                )
            } else {
                groups.append((first...last, macroStatements))
            }
        }
        let parts = zip([-1] + groups.map(\.lines.upperBound), groups).compactMap { previousEnd, group in
            group.macroStatements > 0 ? (lines: (previousEnd + 1)...group.lines.upperBound, group: group) : nil
        }
        let declarations = parts.map(\.group.macroStatements).reduce(0, +)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output = Output(lines: [style.dim("// \(path):1")])
        var diagnostics: [String] = []
        var next = 0
        func written(upTo end: Int) {
            for line in lines[next..<end] {
                output.lines.append(AnnotatedLine(origin: .written, text: line).rendered(style))
            }
            next = end
        }
        var expandedDeclarations = 0
        for (part, group) in parts {
            if isInterrupted() {
                output.lines += diagnostics
                output.lines.append(
                    "Ctrl-C stopped the expansion at line \(group.lines.lowerBound + 1): \(expandedDeclarations) of the "
                        + "\(declarations) declarations with Onward's macros were expanded")
                return output
            }
            expandedDeclarations += group.macroStatements
            written(upTo: part.lowerBound)
            let snippet = lines[part].joined(separator: "\n") + "\n"
            let expansion = annotated(snippet, path: path, firstLine: part.lowerBound + 1, style: style)
            output.lines += expansion.lines
            diagnostics += expansion.diagnostics
            output.errorCount += expansion.errors
            next = part.upperBound + 1
        }
        written(upTo: lines.last == "" ? lines.count - 1 : lines.count)
        output.lines += diagnostics
        return output
    }

    /// The text of a declaration, from its doc comment, and the line it starts on.
    private static func source(of declaration: DeclSyntax, converter: SourceLocationConverter) -> (String, Int) {
        let text = declaration.description
        let skipped = text.prefix { $0 == "\n" || $0 == " " || $0 == "\t" || $0 == "\r" }
        let start = declaration.position.advanced(by: skipped.utf8.count)
        return (String(text.dropFirst(skipped.count)), converter.location(for: start).line)
    }

    /// A text expanded, its lines marked, followed by the macros' diagnostics.
    private static func expanded(_ text: String, path: String, firstLine: Int, style: some ExpansionStyle) -> Output {
        let part = annotated(text, path: path, firstLine: firstLine, style: style)
        return Output(
            lines: [style.dim("// \(path):\(firstLine)")] + part.lines + part.diagnostics, errorCount: part.errors)
    }

    /// A text's lines marked as written, replaced or generated, and the macros' diagnostics, as the
    /// compiler writes them, at their lines in the file the text starts at `firstLine` of.
    private static func annotated(
        _ text: String, path: String, firstLine: Int, style: some ExpansionStyle
    ) -> (lines: [String], diagnostics: [String], errors: Int) {
        let expansion = expandOnwardMacros(in: text, fileName: path)
        let lines = AnnotatedLine.compare(original: text, expanded: expansion.text).map { $0.rendered(style) }
        var diagnostics: [String] = []
        for diagnostic in expansion.diagnostics {
            let location = "\(path):\(diagnostic.line + firstLine - 1):\(diagnostic.column)"
            let severity = diagnostic.severity == .error ? style.error("error:") : "\(diagnostic.severity.rawValue):"
            diagnostics.append("\(location): \(severity) \(diagnostic.message)")
            for fixIt in diagnostic.fixIts { diagnostics.append("    fix-it: \(fixIt.message)") }
        }
        return (lines, diagnostics, expansion.diagnostics.filter { $0.severity == .error }.count)
    }
}
