/// An action declared in an extension of an `@Interactor` class, in a package that keeps a store's
/// history (it names `StoreHistory` or `ActionRegistry`). The macro sees only the class's body, so
/// the interactor's listing leaves the action out, and a history opened with the store's default
/// registry stops saving when it is first dispatched; no macro can see the extension. An action
/// the package registers by hand (`register(\ScoreInteractor.newMatch)`) is left alone.
enum ActionInExtensionRule {
    /// The findings at the actions' names in the checked files.
    static func findings(in index: PackageIndex, isChecked: (SourcePlace) -> Bool) -> [Finding] {
        guard index.references["StoreHistory", default: 0] + index.references["ActionRegistry", default: 0] > 0
        else { return [] }
        let registered = index.files.reduce(into: Set<String>()) { $0.formUnion($1.index.registeredActions) }
        return index.files.flatMap { file in
            file.index.extensions.flatMap { extensionRecord -> [Finding] in
                guard index.interactors[extensionRecord.typeName] != nil else { return [] }
                let unregistered = extensionRecord.members.actions.filter {
                    isChecked($0.location) && !registered.contains($0.name)
                }
                return unregistered.map { action in
                    Finding(
                        rule: .actionInExtension, place: action.location,
                        message: "'\(action.name)' is declared in an extension of interactor "
                            + "'\(extensionRecord.typeName)', which @Interactor does not see: a history opened with "
                            + "the store's actions leaves it out, and stops saving when it is dispatched; declare it "
                            + "in the class's body, or register it in the history's registry")
                }
            }
        }
    }
}
