import OnwardExpand
import SwiftParser

/// The Todos model's source files, compiled into the binary (`EmbeddedSources.swift`, written by
/// `scripts/embed-example-sources`).
enum ExampleSources {
    /// Every file of the model, sorted by path.
    static let files: [ExpandableFile] = EmbeddedSources.files.map {
        ExpandableFile(path: "TodosCore/" + $0.name, text: $0.text)
    }

    /// The types `:expand` offers: those that carry an Onward macro or contain one, sorted.
    static let typeNames = ExpandableFile.typesUsingOnwardMacros(in: files)

    /// Every type declared in the model, for suggestions.
    static let allTypeNames: [String] = {
        Set(files.flatMap { TopLevelDeclaration.all(in: Parser.parse(source: $0.text)).map(\.typeName) }).sorted()
    }()
}
