import OnwardGeneratorsMacros
import Testing

@Suite("SourceTextEdit")
struct SourceTextEditTests {
    @Test func appliesEditsAddressedInTheOriginalText() {
        let edits = [
            SourceTextEdit(utf8Range: 0..<3, replacement: "var"),
            SourceTextEdit(utf8Range: 8..<8, replacement: ": Int"),
        ]
        #expect(SourceTextEdit.apply(edits, to: "let x = 1") == "var x = : Int1")
    }

    @Test func skipsAnEditOverlappingAnEarlierOneOrOutsideTheTextButInsertsAtABoundary() {
        let edits = [
            SourceTextEdit(utf8Range: 4..<5, replacement: "y"),
            SourceTextEdit(utf8Range: 3..<6, replacement: "zzz"),
            SourceTextEdit(utf8Range: 4..<4, replacement: "!"),
            SourceTextEdit(utf8Range: 4..<4, replacement: "?"),
            SourceTextEdit(utf8Range: 8..<20, replacement: "2"),
        ]
        #expect(SourceTextEdit.apply(edits, to: "let x = 1") == "let !y = 1")
    }

    @Test func countsUTF8Bytes() {
        let edits = [SourceTextEdit(utf8Range: 10..<11, replacement: "b")]
        #expect(SourceTextEdit.apply(edits, to: "let é = \"a\"") == "let é = \"b\"")
    }

    @Test func fixItsApplyTheirEdits() {
        let source = "@Store(TodoInteractor)\nfinal class ToDo {}"
        let fixIts = expandOnwardMacros(in: source).diagnostics.flatMap(\.fixIts)
        #expect(fixIts.map(\.message) == ["Append '.self'"])
        #expect(fixIts.first?.apply(to: source) == "@Store(TodoInteractor.self)\nfinal class ToDo {}")
    }
}
