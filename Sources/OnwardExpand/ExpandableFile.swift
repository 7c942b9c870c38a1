import SwiftParser

/// A Swift source file whose types can be expanded: a path to print and its text.
package struct ExpandableFile: Sendable {
    /// The path an expansion prints, such as `TodosCore/Model/ToDo.swift`.
    package var path: String
    /// The file's text.
    package var text: String

    /// Creates a file.
    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The types that carry an Onward macro or contain one, in some files: what an expansion with
    /// no type named shows.
    ///
    /// - Parameter files: The files.
    /// - Returns: The types' names, sorted.
    package static func typesUsingOnwardMacros(in files: [ExpandableFile]) -> [String] {
        var names = Set<String>()
        for file in files {
            for declaration in TopLevelDeclaration.all(in: Parser.parse(source: file.text))
            where declaration.usesOnwardMacros {
                names.insert(declaration.typeName)
            }
        }
        return names.sorted()
    }

    /// Whether the file may declare or extend a type, judged from its words alone: parsing every
    /// file for each expansion would take most of its time.
    package func mayDeclare(_ type: String) -> Bool {
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
