/// A class-bound namespace that owns all business logic for one or more store types.
///
/// Apply `@Interactor` to a `final class` rather than conforming by hand: the macro adds the
/// private initializer and `build()`.
public protocol Interactor: AnyObject {
    /// Creates the interactor; it always constructs with no arguments.
    ///
    /// Every store driven by the interactor calls this once, for its `interactor` property.
    /// - Returns: A new interactor.
    static func build() -> Self
}
