import Observation
import Onward
import OnwardTesting
import Testing

// The code of TestingAnInteractor.md: a basket whose interactor adds items, prices them through
// a dependency, and checks out with middleware; and its tests, written with a TestStore.

protocol PriceList: Sendable {
    func price(of item: String) async -> Int
}

struct ShopPrices: PriceList {
    func price(of item: String) async -> Int { item.count * 100 }
}

extension OnwardContainer {
    @Inward var prices: any PriceList = ShopPrices()
}

@MainActor @Interactor
final class BasketInteractor {
    @Outward(\.prices) var prices

    var add: Action<Basket, String> {
        Action { item in Reducer(update: \.items) { $0.append(item) } }
    }

    var checkout: AsyncAction<Basket> {
        AsyncAction {
            AsyncReducer(setter: \.isCheckingOut) { true }
            AsyncMiddleware { basket in
                var total = 0
                for item in basket.items { total += await self.prices.price(of: item) }
                basket.dispatch(\.totalMutator, total)
                basket.dispatch(\.isCheckingOutMutator, false)
            }
        }
    }
}

@MainActor @Observable @Store(BasketInteractor.self)
final class Basket {
    var items: [String] = []
    var total = 0
    var isCheckingOut = false
}

struct FixedPrices: PriceList {
    func price(of item: String) async -> Int { 250 }
}

@MainActor @Suite struct TestingAnInteractorTests {
    @Test func theTestTargetNamesALibraryThePackageHas() throws {
        let manifest = """
            .testTarget(
                name: "ShopTests",
                dependencies: ["Shop", .product(name: "OnwardTesting", package: "onward")]
            )
            """
        let package = try String(contentsOf: SourceFolder.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = manifest.split(separator: ".product(name: \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(products == ["OnwardTesting"])
        for product in products {
            #expect(package.contains(".library(name: \"\(product)\", targets: [\"\(product)\"])"))
        }
    }

    @Test func aChangeThatDiffersFailsTheTest() {
        withKnownIssue {
            let store = TestStore(Basket())
            store.dispatch(\.add, "Milk") {
                $0.items = ["Milk", "Eggs"]
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                'add' changed the state other than expected:
                  expected change did not happen: items[1]: nothing → "Eggs"
                """
            ]
        }
    }

    @Test func anEffectWhateverItsArguments() async {
        let store = TestStore(Basket()) { $0[\.prices] = FixedPrices() }
        store.dispatch(\.add, "Milk") { $0.items = ["Milk"] }
        await store.dispatch(\.checkout) { $0.isCheckingOut = true }
        await store.receive(\.totalMutator) { $0.total = 250 }
        await store.receive(\.isCheckingOutMutator) {
            $0.isCheckingOut = false
        }
    }

    @Test func aDependencyTheTestDidNotReplace() async {
        await withKnownIssue {
            let store = TestStore(Basket(), reportsDependenciesNotOverridden: true)
            store.dispatch(\.add, "Milk") { $0.items = ["Milk"] }
            await store.dispatch(\.checkout) { $0.isCheckingOut = true }
            await store.receive(\.totalMutator, 400) { $0.total = 400 }
            await store.receive(\.isCheckingOutMutator, false) { $0.isCheckingOut = false }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "'checkout' read a dependency the test did not override: prices (PriceList)"
            ]
        }
    }
}

// The tests as the article shows them: each pasted at a file's top level, as a reader would.

@MainActor @Test func addingAnItem() {
    let store = TestStore(Basket())
    store.dispatch(\.add, "Milk") {
        $0.items = ["Milk"]
    }
}

@MainActor @Test func checkingOut() async {
    let store = TestStore(Basket()) { $0[\.prices] = FixedPrices() }
    store.dispatch(\.add, "Milk") { $0.items = ["Milk"] }
    store.dispatch(\.add, "Eggs") { $0.items = ["Milk", "Eggs"] }
    await store.dispatch(\.checkout) {
        $0.isCheckingOut = true
    }
    await store.receive(\.totalMutator, 500) {
        $0.total = 500
    }
    await store.receive(\.isCheckingOutMutator, false) {
        $0.isCheckingOut = false
    }
}

@MainActor @Test func checkingOutWithoutItsEffects() async {
    let store = TestStore(Basket(), exhaustivity: .off) { $0[\.prices] = FixedPrices() }
    store.dispatch(\.add, "Milk")
    await store.dispatch(\.checkout)
    await store.receive(\.totalMutator, 250) {
        $0.total = 250
    }
}
