import SwiftParser
import SwiftSyntax

/// The Todos model's source files, compiled into the binary (`EmbeddedSources.swift`, written by
/// `scripts/embed-example-sources`).
enum ExampleSources {
    /// One source file.
    struct File {
        /// Its path, such as `TodosCore/Model/ToDo.swift`.
        var path: String
        /// Its text.
        var text: String

        /// Whether the file may declare or extend a type, judged from its words alone: parsing
        /// every file of the model for each `:expand` would take most of its time.
        func mayDeclare(_ type: String) -> Bool {
            let words = text.utf8.split { byte in
                let letter = byte | 0x20
                return
                    !(byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x61...0x7A).contains(letter)
                    || byte >= 0x80)
            }
            let keywords = ["class", "struct", "enum", "actor", "protocol", "extension"]
            return zip(words, words.dropFirst()).contains { keyword, name in
                name.elementsEqual(type.utf8) && keywords.contains { keyword.elementsEqual($0.utf8) }
            }
        }
    }

    /// Every file of the model, sorted by path.
    static let files: [File] = EmbeddedSources.files.map { File(path: "TodosCore/" + $0.name, text: $0.text) }

    /// The types `:expand` offers: those that carry an Onward macro or contain one, sorted.
    static let typeNames: [String] = {
        var names = Set<String>()
        for file in files {
            for declaration in TopLevelDeclaration.all(in: Parser.parse(source: file.text))
            where declaration.usesOnwardMacros {
                names.insert(declaration.typeName)
            }
        }
        return names.sorted()
    }()

    /// Every type declared in the model, for suggestions.
    static let allTypeNames: [String] = {
        Set(files.flatMap { TopLevelDeclaration.all(in: Parser.parse(source: $0.text)).map(\.typeName) }).sorted()
    }()
}
