import OnwardGeneratorsMacros

/// A `store.dispatch(\.name ...)` whose name is no action of the store: no property of its
/// interactor or of the store, and no mutator. The compiler says only that the key path does not
/// match; this names the store and the nearest action.
///
/// Only where the variable's store type is clear from its declarations, all in the same file
/// (`let store = ToDoStore()`, `store: ToDoStore`), and the store and its interactor are declared in
/// the package without conformances that could bring actions; silent when unsure.
enum UnknownActionRule {
    /// The findings at the key paths of the checked files.
    static func findings(in index: PackageIndex, isChecked: (SourcePlace) -> Bool) -> [Finding] {
        index.files.flatMap { file in
            file.index.dispatches.compactMap { dispatch -> Finding? in
                guard isChecked(dispatch.location),
                    let declared = file.index.variables[dispatch.variable], Set(declared).count == 1,
                    // A name declared in another file too may be another variable in scope here.
                    index.files.filter({ $0.index.variables[dispatch.variable] != nil }).count == 1,
                    let storeName = declared.first ?? nil, let store = index.stores[storeName],
                    let interactorName = store.storedInteractor, index.interactors[interactorName] != nil,
                    // Actions may come from a protocol either type conforms to.
                    !index.extendedWithConformance.contains(interactorName),
                    !index.extendedWithConformance.contains(storeName), !store.inherits,
                    index.interactors[interactorName]?.inherits == false
                else { return nil }
                let storeMembers = index.members[storeName] ?? MemberList()
                let actions =
                    (index.members[interactorName]?.properties ?? [])
                    .union(storeMembers.properties)
                    .union(storeMembers.storedVariables.map { $0 + "Mutator" })
                guard !actions.contains(dispatch.action) else { return nil }
                let suggestion = EditDistance.nearest(to: dispatch.action, in: actions.sorted())
                return Finding(
                    rule: .unknownAction, place: dispatch.location,
                    message: "'\(dispatch.action)' is no action of store '\(storeName)': its interactor "
                        + "'\(interactorName)' declares no such property and '\(storeName)' has no such mutator"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
    }
}
