import Foundation
import Testing

@testable import todos

/// `todos expand` and `:expand`: the example's types with Onward's macros expanded.
@Suite struct ExpandTests {
    @Test func everyTypeWithMacrosExpandsAsTheGoldenFileShows() throws {
        // Covers each macro kind the example uses: @Interactor and @Store (members and a
        // conformance extension), @Reducer (peers), @Action and @Inward (accessors).
        let run = try TodosRun.run(["expand", "--all"], in: try TemporaryFolder())
        try Golden.expect(run.output, matches: "expand-all.stdout")
        #expect(run.errors == "")
        #expect(run.status == 0)
    }

    @Test func withNoTargetItPrintsTheInteractor() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["expand"], in: folder)
        let interactor = try TodosRun.run(["expand", "TodoInteractor"], in: folder)
        #expect(run.output == interactor.output)
        #expect(run.output.hasPrefix("// TodosCore/Interactor/TodoInteractor.swift:3\n"))
        #expect(run.output.contains("+     private init() {}\n"))
        #expect(run.output.contains("+ extension TodoInteractor: Interactor {}\n"))
        #expect(run.output.contains("- @Interactor\n"))
    }

    @Test func aClassKeepsItsClosingBraceAndTheExtensionsAfterItAreGenerated() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Counter.swift",
            """
            @Interactor
            final class CounterInteractor {
                var reset: Action<Counter> { Action {} }
            }

            """)
        let run = try TodosRun.run(["expand", "Counter.swift"], in: folder)
        #expect(
            run.output.hasSuffix(
                """
                +     public static func build() -> Self {
                +         return Self()
                +     }
                  }
                +
                + extension CounterInteractor: Interactor {}
                +
                + extension CounterInteractor: ActionListing {
                +     static func visitActions(_ visitor: inout some ActionVisitor) {
                +         visitor.visit(\\CounterInteractor.reset, named: "reset")
                +     }
                + }

                """))
        #expect(run.status == 0)
    }

    @Test func theREPLPrintsWhatTheSubcommandPrints() throws {
        let folder = try TemporaryFolder()
        let repl = try TodosRun.run(["--memory"], input: ":expand ToDo\n", in: folder)
        let command = try TodosRun.run(["expand", "ToDo"], in: folder)
        #expect(repl.output == command.output)
        #expect(repl.status == 0)
    }

    @Test func colorsOnlyOnATerminalSoAPipeGetsPlainText() throws {
        let run = try TodosRun.run(
            ["expand", "ToDo"],
            in: try TemporaryFolder(),
            environment: ["TERM": "xterm-256color"]
        )
        #expect(!run.output.contains("\u{1B}"))
    }

    @Test func anUnknownTypeNamesTheNearestAndTheChoices() throws {
        let folder = try TemporaryFolder()
        let run = try TodosRun.run(["expand", "Todo"], in: folder)
        #expect(run.output == "")
        #expect(
            run.errors
                == "todos: the example declares no type 'Todo'; did you mean 'ToDo'? try 'OnwardContainer', "
                + "'ToDo', 'ToDoStore', 'TodoInteractor', or a Swift file's path\n"
        )
        #expect(run.status == 1)

        let repl = try TodosRun.run(["--memory"], input: ":expand Todo\n", in: folder)
        #expect(repl.errors.hasPrefix("error: line 1: the example declares no type 'Todo'; did you mean 'ToDo'?"))
        #expect(repl.status == 1)
    }

    @Test func aMissingFileOrAFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        let missing = try TodosRun.run(["expand", "Nope.swift"], in: folder)
        #expect(
            missing.errors
                == "todos: cannot read Nope.swift: no such file; give a Swift file or one of 'OnwardContainer', "
                + "'ToDo', 'ToDoStore', 'TodoInteractor'\n"
        )
        #expect(missing.status == 1)

        try FileManager.default.createDirectory(atPath: folder.file("Models"), withIntermediateDirectories: true)
        let directory = try TodosRun.run(["expand", "Models/"], in: folder)
        #expect(directory.errors == "todos: cannot read Models/: it is a folder; give a Swift file inside it\n")
        #expect(directory.status == 1)
    }

    @Test func theModelCompiledIntoTodosIsTheModelOnDisk() throws {
        let model = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Tests/TodosTests/Expand
            .appendingPathComponent("../../../Examples/Todos/Sources/TodosCore").standardizedFileURL
        let enumerator = try #require(FileManager.default.enumerator(at: model, includingPropertiesForKeys: nil))
        var onDisk: [String: String] = [:]
        for case let url as URL in enumerator
        where url.pathExtension == "swift" && !url.lastPathComponent.hasPrefix(".") {
            let name = String(url.standardizedFileURL.path.dropFirst(model.path.count + 1))
            // A Swift string literal ends its lines in `\n`, whatever the file's line ends.
            onDisk[name] = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
        }
        let embedded = Dictionary(
            EmbeddedSources.files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        #expect(!onDisk.isEmpty)
        #expect(
            embedded == onDisk,
            "Examples/Todos/Sources/todos/Expand/EmbeddedSources.swift is out of date: run scripts/embed-example-sources"
        )
    }

    @Test func eachPartOfAFileIsExpandedWhereverItStands() throws {
        let folder = try TemporaryFolder()
        let text =
            "import Onward\n\n#if os(Linux)\n@Interactor\nfinal class B {}\n#endif\n\n"
            + "@Interactor\nfinal class C {}; struct After {\n    var x = 1\n} /* a comment\n over two lines */ "
            + "@Interactor final class D {}\n"
        try folder.write("Parts.swift", text)
        try folder.write("Windows.swift", text.replacingOccurrences(of: "\n", with: "\r\n"))
        let run = try TodosRun.run(["expand", "Parts.swift"], in: folder)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("+ extension B: Interactor {}"), "a store inside #if is expanded")
        #expect(lines.contains("+ }; struct After {"), "a declaration that shares a line is kept whole")
        #expect(run.output.hasSuffix("+ extension C: Interactor {}\n+\n+ extension D: Interactor {}\n"))
        #expect(run.errors.isEmpty && run.status == 0)
        let windows = try TodosRun.run(["expand", "Windows.swift"], in: folder)
        #expect(windows.output == run.output.replacingOccurrences(of: "Parts.swift", with: "Windows.swift"))
    }

    @Test func anyFileExpandsWithItsDiagnosticsAtTheirLineAndColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Counter.swift",
            """
            import Onward

            @Interactor
            final class CounterInteractor {
                var step: Int
            }

            """
        )
        let run = try TodosRun.run(["expand", "Counter.swift"], in: folder)
        #expect(
            run.output == """
                // Counter.swift:1
                  import Onward

                - @Interactor
                  final class CounterInteractor {
                      var step: Int
                  }
                Counter.swift:5:9: error: 'step' needs a default value or @Outward; build() always constructs \
                with no arguments

                """
        )
        // The expansion drops the blank line above a removed attribute, as swift-syntax does.
        #expect(run.status == 1)
    }

    @Test func anUnknownOptionIsAUsageError() throws {
        let run = try TodosRun.run(["expand", "--everything"], in: try TemporaryFolder())
        #expect(run.errors.hasPrefix("todos: unknown option '--everything'"))
        #expect(run.status == 2)
    }
}
