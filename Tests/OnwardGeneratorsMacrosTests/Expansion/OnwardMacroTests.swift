import Foundation
import OnwardGeneratorsMacros
import Testing

@Suite("onwardMacros")
struct OnwardMacroTests {
    @Test func listsEachMacroOnceUnderItsAttributeName() {
        #expect(onwardMacros.map(\.name) == ["Interactor", "Store", "Action", "Reducer", "Middleware", "Inward"])
        #expect(onwardMacros.map(\.typeName) == onwardMacros.map { $0.name + "Macro" })
        #expect(onwardMacros.map(\.conformances) == [["Interactor", "ActionListing"], ["Store"], [], [], [], []])
    }

    /// Every `#externalMacro(module:type:)` declaration in `OnwardGenerators` names a macro of the table, so
    /// the compiler plugin (which serves the table) can resolve it, and every macro of the table is declared
    /// (some, like `Reducer`, by several overloads).
    @Test func coversEveryMacroDeclaration() throws {
        let declarations = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/OnwardGenerators")
        let files = try FileManager.default.contentsOfDirectory(atPath: declarations.path).filter {
            $0.hasSuffix(".swift")
        }
        var declaredTypes: [String] = []
        for file in files {
            let text = try String(contentsOf: declarations.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /type: "(\w+)"\)/) {
                declaredTypes.append(String(match.output.1))
            }
        }
        #expect(Set(declaredTypes) == Set(onwardMacros.map(\.typeName)))
    }
}
