import Foundation
import Testing

// The documentation's code cannot rot: every ```swift and ```text block of the articles in
// Sources/Onward/Onward.docc must appear, line for line, in this test target, where the Swift is
// compiled and run and the text is what a test compares output with. A block may sit deeper in a
// file than in the article (inside a function or a string literal): only its lines' common
// indentation may differ. Blocks in other languages (shell commands, transcripts) are not checked.

@Suite struct ArticleCodeTests {
    @Test func everyCheckedBlockIsInTheTests() throws {
        let sources = try SourceFolder.files(in: "Tests/DocsTests", withExtension: "swift").map { file in
            try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
        let articles = try SourceFolder.files(in: "Sources/Onward/Onward.docc", withExtension: "md")
        #expect(!articles.isEmpty)
        var checked = 0
        for article in articles {
            let text = try String(contentsOfFile: article, encoding: .utf8)
            for block in CodeBlock.blocks(in: text) where ["swift", "text"].contains(block.language) {
                checked += 1
                let found = sources.contains { CodeBlock.lines(block.lines, appearIn: $0) }
                #expect(
                    found,
                    """
                    \(SourceFolder.relative(article)):\(block.line): this ```\(block.language) block is not in \
                    Tests/DocsTests; put the code in a test there and copy it from there
                    """
                )
            }
        }
        #expect(checked > 0)
    }

    @Test func findsABlockAtAnyIndentation() {
        let file = ["func f() {", "    let a = 1", "", "    let b = 2", "}"]
        #expect(CodeBlock.lines(["let a = 1", "", "let b = 2"], appearIn: file))
        #expect(!CodeBlock.lines(["let a = 1", "let b = 2"], appearIn: file))
        #expect(!CodeBlock.lines(["let a = 1", "    let b = 2"], appearIn: file))
    }

    @Test func readsFencedBlocks() {
        let article = """
            Text.

            ```swift
            let a = 1
            ```

            ```shell
            swift test
            ```
            """
        let blocks = CodeBlock.blocks(in: article)
        #expect(blocks.map(\.language) == ["swift", "shell"])
        #expect(blocks.map(\.lines) == [["let a = 1"], ["swift test"]])
        #expect(blocks.map(\.line) == [4, 8])
    }
}

/// A fenced code block of a Markdown article.
struct CodeBlock {
    /// The language after the opening fence; empty when none is given.
    let language: String
    /// The lines between the fences.
    let lines: [String]
    /// The 1-based line of the first code line in the article.
    let line: Int

    /// The fenced blocks of a Markdown text, in order.
    static func blocks(in text: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (language: String, line: Int, indent: Int)?
        var lines: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let current = open {
                if trimmed == "```" {
                    blocks.append(CodeBlock(language: current.language, lines: lines, line: current.line))
                    open = nil
                } else {
                    lines.append(String(line.dropFirst(min(current.indent, line.prefix { $0 == " " }.count))))
                }
            } else if trimmed.hasPrefix("```") {
                open = (String(trimmed.dropFirst(3)), index + 2, line.count - trimmed.count)
                lines = []
            }
        }
        return blocks
    }

    /// Whether `block` appears in `file` as consecutive lines, each indented by the same prefix.
    static func lines(_ block: [String], appearIn file: [String]) -> Bool {
        guard let first = block.first, !first.isEmpty, file.count >= block.count else { return false }
        for start in 0...(file.count - block.count) where file[start].hasSuffix(first) {
            let indent = String(file[start].dropLast(first.count))
            guard indent.allSatisfy({ $0 == " " }) else { continue }
            let matches = block.indices.allSatisfy { offset in
                let line = file[start + offset]
                return block[offset].isEmpty ? line.allSatisfy { $0 == " " } : line == indent + block[offset]
            }
            if matches { return true }
        }
        return false
    }
}

/// Files of this package, found from this source file's place in it.
enum SourceFolder {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The regular files under a folder of the package with an extension, sorted; symbolic links are
    /// left out (the catalog links in documents that live elsewhere).
    static func files(in folder: String, withExtension pathExtension: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        let names = try FileManager.default.subpathsOfDirectory(atPath: base.path).sorted()
        return names.map { base.appendingPathComponent($0).path }.filter { path in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            return path.hasSuffix("." + pathExtension) && attributes?[.type] as? FileAttributeType == .typeRegular
        }
    }

    /// A path relative to the package's root.
    static func relative(_ path: String) -> String {
        path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
    }
}
