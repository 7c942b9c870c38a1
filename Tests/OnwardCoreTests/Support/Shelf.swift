import Observation
import OnwardCore

/// An `@Observable` store written without Onward's macros: its properties are computed, as in an
/// app, so key paths to them read a copy and write it back.
@Observable
final class Shelf: Store {
    @ObservationIgnored let interactor = ShelfInteractor.build()
    @ObservationIgnored var observerStorage = DispatchObserverStorage()
    var items: [Int] = []
    var count = 0
}

final class ShelfInteractor: Interactor {
    static func build() -> Self { Self() }
}
