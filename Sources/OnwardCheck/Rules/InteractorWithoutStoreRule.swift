/// An `@Interactor` class that no `@Store(X.self)` in the package names: its actions can never run.
///
/// An interactor whose `build()` or `forStore()` is called (`let interactor = X.forStore()` in a
/// store that conforms to `Store` by hand) has a store. A `public` interactor is left alone: a store in a package that depends on this one may name it.
enum InteractorWithoutStoreRule {
    /// The findings at the interactors of the checked files.
    static func findings(in index: PackageIndex, isChecked: (SourcePlace) -> Bool) -> [Finding] {
        let named = Set(index.files.flatMap { $0.index.types.compactMap(\.storedInteractor) + $0.index.builtTypes })
        return index.files.flatMap { $0.index.types }.compactMap { type in
            guard type.isInteractor, !type.isPublic, isChecked(type.location), !named.contains(type.name) else {
                return nil
            }
            return Finding(
                rule: .interactorWithoutStore, place: type.location,
                message: "interactor '\(type.name)' drives no store: no '@Store(\(type.name).self)' in this package "
                    + "names it, so none of its actions can be dispatched; point a store at it with "
                    + "'@Store(\(type.name).self)', or remove it")
        }
    }
}
