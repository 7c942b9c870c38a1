import OnwardGeneratorsMacros
import Testing

// The code of InspectingExpansions.md: expanding Onward's macros in a source text with the
// generator the compiler plugin runs, reading the diagnostics, and applying a fix-it.

/// Prints a Swift file with Onward's macros expanded, or its diagnostics; returns whether it expanded cleanly.
func printExpansion(of source: String, named fileName: String, to output: (String) -> Void) -> Bool {
    let expanded = expandOnwardMacros(in: source, fileName: fileName)
    guard expanded.diagnostics.isEmpty else {
        for diagnostic in expanded.diagnostics {
            output(diagnostic.description)  // Counter.swift:2:1: error: ...
        }
        return false
    }
    output(expanded.text)
    return true
}

@Suite struct InspectingExpansionsTests {
    @Test func expandsAnInteractorAndAStore() {
        let source = #"""
            @Interactor
            final class CounterInteractor {
                var increment: Action<Counter> {
                    Action { Reducer(get: \.count, set: \.count) { $0 + 1 } }
                }
            }

            @Store(CounterInteractor.self)
            final class Counter {
                var count = 0
            }
            """#
        let expected = #"""
            final class CounterInteractor {
                var increment: Action<Counter> {
                    Action { Reducer(get: \.count, set: \.count) { $0 + 1 } }
                }

                private init() {}

                public static func build() -> Self {
                    return Self()
                }
            }
            final class Counter {
                var count = 0

                let interactor = CounterInteractor.forStore()

                @exclusivity(unchecked) var observerStorage = DispatchObserverStorage()

                var countMutator: Action<Counter, Int> {
                    Action { value in
                        Reducer(setter: \Counter.count) { value }
                    }
                }

                static func visitMutators(_ visitor: inout some ActionVisitor) {
                    visitor.visit(\Counter.countMutator, named: "countMutator")
                }

                #if DEBUG
                static func storedPropertyName(of keyPath: AnyKeyPath) -> String? {
                    switch keyPath {
                    case \Counter.count: "count"
                    default: nil
                    }
                }
                #endif
            }

            extension CounterInteractor: Interactor {}

            extension CounterInteractor: ActionListing {
                static func visitActions(_ visitor: inout some ActionVisitor) {
                    visitor.visit(\CounterInteractor.increment, named: "increment")
                }
            }

            extension Counter: Store {}
            """#
        var printed: [String] = []
        #expect(printExpansion(of: source, named: "Counter.swift") { printed.append($0) })
        #expect(printed == ["\n" + expected])  // the attribute's line stays, empty
    }

    @Test func reportsMisusesWithFixIts() {
        let source = #"""
            @Interactor
            class CounterInteractor {}
            """#
        let expected = """
            Counter.swift:2:1: error: '@Interactor' needs a final class: build() returns 'Self()', which a subclass of 'CounterInteractor' could not construct; mark it 'final'
            """
        var printed: [String] = []
        #expect(!printExpansion(of: source, named: "Counter.swift") { printed.append($0) })
        #expect(printed.joined(separator: "\n") == expected)

        let diagnostic = expandOnwardMacros(in: source).diagnostics[0]
        let fixed = diagnostic.fixIts.first.map { $0.apply(to: source) } ?? source
        // diagnostic.id == "notFinal"; fixed == "@Interactor\nfinal class CounterInteractor {}"
        #expect(diagnostic.id == "notFinal")
        #expect(fixed == "@Interactor\nfinal class CounterInteractor {}")
    }

    @Test func everyMacroIsListed() {
        #expect(onwardMacros.map(\.name) == ["Interactor", "Store", "Action", "Reducer", "Middleware", "Inward"])
    }
}
