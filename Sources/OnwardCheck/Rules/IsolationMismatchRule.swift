/// A store isolated differently from its interactor (one on the main actor or another global
/// actor, the other not): the compiler refuses the store's actions, or the code `@Store`
/// generates, where the user cannot act. Reported at the store, with both ways to fix it.
///
/// A type that states no isolation takes its target's default isolation; where the manifest does
/// not show it, the rule stays silent.
enum IsolationMismatchRule {
    /// The findings at the stores of the checked files.
    static func findings(in index: PackageIndex, isChecked: (SourcePlace) -> Bool) -> [Finding] {
        index.files.flatMap { $0.index.types }.compactMap { store in
            guard let interactorName = store.storedInteractor, isChecked(store.location),
                let interactor = index.interactors[interactorName],
                let storeIsolation = index.isolation(of: store),
                let interactorIsolation = index.isolation(of: interactor),
                storeIsolation != interactorIsolation
            else { return nil }
            let interactorFix = fix(interactor, to: storeIsolation, in: index)
            let storeFix = fix(store, to: interactorIsolation, in: index)
            return Finding(
                rule: .isolationMismatch, place: store.location,
                message: "store '\(store.name)' is \(describe(store, storeIsolation, in: index)) but its interactor "
                    + "'\(interactor.name)' (\(interactor.location.shortDescription)) is "
                    + "\(describe(interactor, interactorIsolation, in: index)), so the store cannot run the "
                    + "interactor's actions: isolate them alike: \(interactorFix), or \(storeFix)")
        }
    }

    /// "isolated to the main actor", with "by its target's default" when the type states nothing.
    private static func describe(_ type: TypeRecord, _ isolation: Isolation, in index: PackageIndex) -> String {
        index.declaredIsolation(of: type) == .unstated
            ? isolation.phrase + " (its target's default isolation)" : isolation.phrase
    }

    /// What to change on a type so that it gets an isolation.
    private static func fix(_ type: TypeRecord, to isolation: Isolation, in index: PackageIndex) -> String {
        let declared = index.declaredIsolation(of: type)
        let targetDefault: Isolation? =
            switch index.defaultIsolation[type.location.target] {
            case .mainActor: .globalActor("MainActor")
            case .nonisolated: .nonisolated
            case nil: nil
            }
        switch (isolation, declared) {
        case (.globalActor(let actor), .globalActor(let current)):
            return "replace '@\(current)' with '@\(actor)' on '\(type.name)'"
        case (.globalActor, .nonisolated) where targetDefault == isolation:
            return "remove 'nonisolated' from '\(type.name)' (\(type.location.shortDescription))"
        case (.globalActor(let actor), _):
            return "add '@\(actor)' to '\(type.name)' (\(type.location.shortDescription))"
        case (.nonisolated, .globalActor(let current)) where targetDefault == .nonisolated:
            return "remove '@\(current)' from '\(type.name)'"
        case (.nonisolated, .globalActor(let current)):
            return "replace '@\(current)' with 'nonisolated' on '\(type.name)'"
        case (.nonisolated, _):
            return "mark '\(type.name)' 'nonisolated' (\(type.location.shortDescription))"
        }
    }
}
