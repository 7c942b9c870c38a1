/// A class-bound namespace that owns all business logic for one or more store types.
///
/// Apply `@Interactor` to a `final class` rather than conforming by hand: the macro adds the
/// private initializer and `build()`.
public protocol Interactor: AnyObject {
    /// Creates the interactor; it always constructs with no arguments.
    ///
    /// A store gets its `interactor` from ``forStore()``, which calls this once for each store, or
    /// once for all of them when the interactor holds no state.
    /// - Returns: A new interactor.
    static func build() -> Self
}
