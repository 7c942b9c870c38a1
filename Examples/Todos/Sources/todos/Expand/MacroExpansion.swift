import Foundation
import OnwardDebug
import OnwardExpand
import TodosCommands
import TodosCore

/// What `:expand` and `todos expand` print: Swift code with Onward's macros expanded by the same
/// generator code the compiler plugin runs, each line marked as written or generated.
enum MacroExpansion {
    /// Why a target could not be expanded.
    struct Failure: Error, CustomStringConvertible {
        /// What was wrong and what to type instead.
        let description: String
    }

    /// What an expansion prints: the lines, and how many diagnostics are errors.
    typealias Output = SourceExpansion.Output

    /// The type `:expand` shows when none is named.
    static let defaultType = "TodoInteractor"

    /// The expanded text of each target: a type of the example (`ToDo`) or a Swift file's path.
    ///
    /// - Parameters:
    ///   - targets: Type names and file paths; none means ``defaultType``.
    ///   - style: Colors for a terminal, or plain.
    ///   - isInterrupted: Asked before each declaration of a file that uses the macros (declarations
    ///     that share a line together): `true` stops there (Ctrl-C in the REPL), and the output says
    ///     how far it got.
    /// - Returns: The lines to print, diagnostics included as the compiler writes them.
    /// - Throws: A ``Failure`` for an unknown type or an unreadable file; nothing is printed then.
    static func expand(
        _ targets: [String], style: TerminalStyle, isInterrupted: () -> Bool = { false }
    ) throws(Failure) -> Output {
        try SourceExpansion.each(
            targets.isEmpty ? [defaultType] : targets,
            file: { path throws(Failure) in try file(path, style: style, isInterrupted: isInterrupted) },
            type: { name throws(Failure) in try type(name, style: style) })
    }

    /// The declarations of a type in the example that use Onward's macros (all of them if none
    /// does), expanded.
    private static func type(_ name: String, style: TerminalStyle) throws(Failure) -> Output {
        guard let output = SourceExpansion.type(name, in: ExampleSources.files, style: style) else {
            throw Failure(description: unknownType(name))
        }
        return output
    }

    /// A whole Swift file, expanded.
    private static func file(_ path: String, style: TerminalStyle, isInterrupted: () -> Bool) throws(Failure) -> Output
    {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw Failure(description: "cannot read \(path): no such file; give a Swift file or one of \(typeList)")
        }
        guard !isFolder.boolValue else {
            throw Failure(description: "cannot read \(path): it is a folder; give a Swift file inside it")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw Failure(description: "cannot read \(path): not readable UTF-8 text")
        }
        return SourceExpansion.file(text, path: path, style: style, isInterrupted: isInterrupted)
    }

    /// The error for a type the example does not declare.
    private static func unknownType(_ name: String) -> String {
        let nearest = CommandSuggestion.nearest(to: name, in: ExampleSources.allTypeNames, within: 3)
        let suggestion = nearest.map { "did you mean '\($0)'? " } ?? ""
        return "the example declares no type '\(name)'; \(suggestion)try \(typeList), or a Swift file's path"
    }

    private static var typeList: String {
        ExampleSources.typeNames.map { "'\($0)'" }.joined(separator: ", ")
    }
}
