import Foundation
import OnwardCore
import OnwardDebug
import Testing

@testable import OnwardHistory

/// A store whose interactor lists its actions by hand, as `@Interactor` generates it.
final class Shop: Store {
    let interactor = ShopInteractor.build()
    var observerStorage = DispatchObserverStorage()
    var items: [String] = []
}

final class ShopInteractor: ActionListing {
    static func build() -> Self { Self() }

    var buy: Action<Shop, String> { Action { item in Reducer(get: \.items, set: \.items) { $0 + [item] } } }
    var restock: AsyncAction<Shop, Int> { AsyncAction { _ in } }
    var run: Action<Shop, () -> Void> { Action { body in Reducer(getter: \Shop.items) { _ in body() } } }
    var addTodo: Action<ToDoStore, String> { Action { _ in } }

    static func visitActions(_ visitor: inout some ActionVisitor) {
        visitor.visit(\ShopInteractor.buy, named: "buy")
        visitor.visit(\ShopInteractor.restock, named: "restock")
        visitor.visit(\ShopInteractor.run, named: "run")
        visitor.visit(\ShopInteractor.addTodo, named: "addTodo")
    }
}

@Suite struct InteractorActionsTests {
    @Test func theRegistryHoldsTheListedActionsOfItsStoreTypeWhoseArgumentsAreCodable() {
        #expect(ActionRegistry<Shop>.interactorActions().actionNames(for: Shop()) == ["buy", "restock"])
    }

    @Test func aNameRegisteredTwiceStopsTheProgramNamingItWhenTheRegistryIsFirstUsed() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                let registry = ActionRegistry<Shop>.interactorActions().register(\ShopInteractor.buy)
                _ = registry.actionNames(for: Shop())
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("ActionRegistry<Shop>: 'buy' is registered twice"))
    }

    @Test func anActionWithAnArgumentThatIsNotCodableIsRecordedAsUnrecordedSayingWhy() throws {
        let log = TemporaryLog()
        let shop = Shop()
        var issues: [String] = []
        let registry = ActionRegistry<Shop>.interactorActions()
        let recorder = try ActionLogRecorder(path: log.path, registry: registry) { issues.append($0.reason) }
        shop.dispatchObservers.add(recorder)
        shop.dispatch(\.buy, "tea")
        shop.dispatch(\.run, {})
        recorder.close()
        #expect(issues == ["its argument type () -> () is not Codable"])
        #expect(
            log.contents.split(separator: "\n").dropFirst().joined(separator: "\n")
                == #"{"seq":1,"action":"buy","args":["tea"]}"# + "\n"
                + #"{"seq":2,"action":"run","unrecorded":"its argument type () -> () is not Codable"}"#)
    }
}
