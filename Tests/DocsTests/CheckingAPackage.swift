import OnwardCheck
import Testing

// The code of CheckingAPackage.md: each rule of `swift package onward check` on the article's
// example, what it prints, and the fixed code, which it passes.

/// The findings for the article's files, in a target `Shop` whose manifest sets nothing.
private func findings(_ files: [String: String]) -> [String] {
    let checked = files.map { name, text in
        CheckedFile(path: "/home/me/Shop/Sources/Shop/" + name, target: "Shop", text: text)
    }
    let settings = ManifestSettings(manifest: #".executableTarget(name: "Shop")"#)
    return PackageCheck(files: checked, settings: settings).findings().map(\.description)
}

@Suite struct CheckingAPackageTests {
    static let interactor = #"""
        @Interactor
        final class CartInteractor {
            var add: Action<Cart, String> {
                Action { item in Reducer(update: \.items) { $0.append(item) } }
            }
        }
        """#

    static let store = #"""
        @Store(CartInteractor.self)
        final class Cart {
            var items: [String] = []
        }
        """#

    @Test func anInteractorNoStoreNamesIsReported() {
        let storeless = #"""
            final class Cart {
                var items: [String] = []
            }
            """#
        let expected = """
            /home/me/Shop/Sources/Shop/CartInteractor.swift:2:13: warning: interactor 'CartInteractor' drives no store: no '@Store(CartInteractor.self)' in this package names it, so none of its actions can be dispatched; point a store at it with '@Store(CartInteractor.self)', or remove it
            """
        #expect(findings(["CartInteractor.swift": Self.interactor, "Cart.swift": storeless]) == [expected])
        #expect(findings(["CartInteractor.swift": Self.interactor, "Cart.swift": Self.store]) == [])
    }

    @Test func aMethodNothingDispatchesIsReported() {
        let method = #"""
            extension CartInteractor {
                func empty(_ cart: Cart) {
                    cart.items = []
                }
            }
            """#
        let expected = """
            /home/me/Shop/Sources/Shop/CartInteractor+Empty.swift:2:10: warning: method 'empty' of interactor 'CartInteractor' is neither a '@Reducer' nor a '@Middleware', and nothing in this package calls it, so no dispatch runs it: make it a '@Reducer' or '@Middleware' and compose it into an '@Action', call it from an action, or remove it
            """
        let files = ["CartInteractor.swift": Self.interactor, "Cart.swift": Self.store]
        #expect(findings(files.merging(["CartInteractor+Empty.swift": method]) { $1 }) == [expected])
        let fixed = #"""
            extension CartInteractor {
                @Reducer(Cart.self, update: \.items)
                func empty(_ items: inout [String]) {
                    items = []
                }

                @Action(reducers: \Self.cartEmptyReducer)
                var clear: Action<Cart>
            }
            """#
        #expect(findings(files.merging(["CartInteractor+Empty.swift": fixed]) { $1 }) == [])
    }

    @Test func aStoreIsolatedUnlikeItsInteractorIsReported() {
        let mainActorStore = #"""
            @MainActor
            @Store(CartInteractor.self)
            final class Cart {
                var items: [String] = []
            }
            """#
        let expected = """
            /home/me/Shop/Sources/Shop/Cart.swift:3:13: warning: store 'Cart' is isolated to the main actor but its interactor 'CartInteractor' (CartInteractor.swift:2) is nonisolated (its target's default isolation), so the store cannot run the interactor's actions: isolate them alike: add '@MainActor' to 'CartInteractor' (CartInteractor.swift:2), or remove '@MainActor' from 'Cart'
            """
        #expect(findings(["CartInteractor.swift": Self.interactor, "Cart.swift": mainActorStore]) == [expected])
        let mainActorInteractor = #"""
            @MainActor
            @Interactor
            final class CartInteractor {
                var add: Action<Cart, String> {
                    Action { item in Reducer(update: \.items) { $0.append(item) } }
                }
            }
            """#
        #expect(findings(["CartInteractor.swift": mainActorInteractor, "Cart.swift": mainActorStore]) == [])
    }

    @Test func aKeyPathThatNamesNoActionIsReported() {
        let dispatch = #"""
            let cart = Cart()
            cart.dispatch(\.ad, "Milk")
            """#
        let expected = """
            /home/me/Shop/Sources/Shop/main.swift:2:15: warning: 'ad' is no action of store 'Cart': its interactor 'CartInteractor' declares no such property and 'Cart' has no such mutator; did you mean 'add'?
            """
        let files = ["CartInteractor.swift": Self.interactor, "Cart.swift": Self.store]
        #expect(findings(files.merging(["main.swift": dispatch]) { $1 }) == [expected])
        let fixed = #"""
            let cart = Cart()
            cart.dispatch(\.add, "Milk")
            """#
        #expect(findings(files.merging(["main.swift": fixed]) { $1 }) == [])
    }

    @Test func anActionInAnExtensionIsReportedWhereAHistoryIsKept() {
        let extended = #"""
            extension CartInteractor {
                var clear: Action<Cart> {
                    Action { Reducer(update: \.items) { $0.removeAll() } }
                }
            }
            """#
        let kept = #"""
            let cart = Cart()
            let history = try await StoreHistory.open("cart.jsonl", recording: cart)
            """#
        let expected = """
            /home/me/Shop/Sources/Shop/CartInteractor+Clear.swift:2:9: warning: 'clear' is declared in an extension of interactor 'CartInteractor', which @Interactor does not see: a history opened with the store's actions leaves it out, and stops saving when it is dispatched; declare it in the class's body, or register it in the history's registry
            """
        let files = [
            "CartInteractor.swift": Self.interactor, "Cart.swift": Self.store, "main.swift": kept,
            "CartInteractor+Clear.swift": extended,
        ]
        #expect(findings(files) == [expected])
        let fixed = #"""
            @Interactor
            final class CartInteractor {
                var add: Action<Cart, String> {
                    Action { item in Reducer(update: \.items) { $0.append(item) } }
                }

                var clear: Action<Cart> {
                    Action { Reducer(update: \.items) { $0.removeAll() } }
                }
            }
            """#
        #expect(findings(["CartInteractor.swift": fixed, "Cart.swift": Self.store, "main.swift": kept]) == [])
    }
}
