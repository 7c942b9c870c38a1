import Observation
import Testing

/// The names the compiler gives the storage of `@Observable` and `lazy` properties, which
/// `ClassLayout` reads to show a store's state by its properties' names: this fails first when a
/// compiler names them otherwise.
@Suite struct CompilerStorageNamesTests {
    @Observable final class Observed {
        var title = "a"
    }

    final class Lazy {
        lazy var title = "a"
    }

    @Test func observableStorageIsNamedWithAnUnderscoreBesideTheRegistrar() {
        let labels = Mirror(reflecting: Observed()).children.compactMap(\.label)
        #expect(labels.contains("_title"))
        #expect(labels.contains("_$observationRegistrar"))
    }

    @Test func lazyStorageIsNamedWithItsPrefix() {
        let labels = Mirror(reflecting: Lazy()).children.compactMap(\.label)
        #expect(labels == ["$__lazy_storage_$_title"])
    }
}
