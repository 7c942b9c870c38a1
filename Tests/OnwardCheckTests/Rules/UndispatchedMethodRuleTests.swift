import Testing

@Suite struct UndispatchedMethodRuleTests {
    @Test func aMethodNothingCallsIsReportedInAnExtensionInAnotherFile() throws {
        let findings = check([
            "Interactor.swift": "@Interactor final class CartInteractor {}",
            "Cart.swift": "@Store(CartInteractor.self) final class Cart { var items: [String] = [] }",
            "CartInteractor+Logic.swift": """
            extension CartInteractor {
                func addItem(_ item: String, to cart: Cart) { cart.items.append(item) }
            }
            """,
        ])
        let finding = try #require(findings.first)
        #expect(findings.map(\.place) == ["CartInteractor+Logic.swift:2:10 undispatchedMethod"])
        #expect(
            finding.message
                == "method 'addItem' of interactor 'CartInteractor' is neither a '@Reducer' nor a '@Middleware', "
                + "and nothing in this package calls it, so no dispatch runs it: make it a '@Reducer' or "
                + "'@Middleware' and compose it into an '@Action', call it from an action, or remove it")
    }

    @Test func aMethodThatOnlyCallsItselfIsStillUnused() {
        let findings = check([
            "Interactor.swift": """
            @Interactor final class CountInteractor {
                func countdown(_ n: Int) { if n > 0 { countdown(n - 1) } }
            }
            @Store(CountInteractor.self) final class Count {}
            """
        ])
        #expect(findings.map(\.place) == ["Interactor.swift:2:10 undispatchedMethod"])
    }

    @Test func reducersMiddlewareHelpersAndMethodsOthersMayCallAreNotReported() {
        let findings = check([
            "Interactor.swift": """
            @Interactor final class CountInteractor {
                @Reducer(Count.self, update: \\.value)
                func increment(_ value: inout Int) { value += step() }

                @Middleware(Count.self)
                func report(_ proxy: Count.Proxy) { print(describe(proxy.value)) }

                func step() -> Int { 1 }
                private func describe(_ value: Int) -> String { "\\(value)" }
                public func forOtherPackages() {}
                @objc func forTheRuntime() {}
            }
            extension CountInteractor: CustomStringConvertible {
                var description: String { "" }
                func hash(into hasher: inout Hasher) {}
            }
            @Store(CountInteractor.self) final class Count { var value = 0 }
            """
        ])
        #expect(findings.map(\.place) == [])
    }

    @Test func requirementsOfConformancesTheClassListsAndOperatorsAreNotReported() {
        let findings = check([
            "Interactor.swift": """
            protocol Describing { func describe() -> String }
            @Interactor final class TagInteractor: Describing, Hashable {
                func describe() -> String { "tags" }
                static func == (lhs: TagInteractor, rhs: TagInteractor) -> Bool { lhs === rhs }
                func hash(into hasher: inout Hasher) {}
            }
            @Store(TagInteractor.self) final class Tags {}
            """
        ])
        #expect(findings.map(\.place) == [])
    }

    @Test func aMethodOfAnotherTypeIsNotReported() {
        let findings = check(["Helper.swift": "final class Helper { func unused() {} }"])
        #expect(findings.isEmpty)
    }
}
