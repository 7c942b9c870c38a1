import OnwardGeneratorsMacros
import SwiftSyntax
import Testing

@Test func smoke2() { _ = InteractorMacro.self }
