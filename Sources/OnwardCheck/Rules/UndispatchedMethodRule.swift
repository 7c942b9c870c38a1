/// A method of an interactor, in its body or any extension, that is neither `@Reducer` nor
/// `@Middleware` and whose name nothing else in the package uses: business logic that no dispatch
/// runs.
///
/// "Uses" is by name: a helper that a reducer, a middleware or an action calls is used. Methods
/// that code outside the package or the runtime may call (`public`, `open`, `override`, `@objc`,
/// operators, or members of a type or extension that lists conformances other than `Sendable` or
/// `Identifiable`, which may be their requirements) are left alone.
enum UndispatchedMethodRule {
    /// The findings at the methods of the checked files.
    static func findings(in index: PackageIndex, isChecked: (SourcePlace) -> Bool) -> [Finding] {
        var findings: [Finding] = []
        for interactor in index.interactors.keys.sorted() {
            for method in index.members[interactor]?.methods ?? [] {
                guard isChecked(method.location), !method.isActionComponent, !method.isReachableFromOutside,
                    index.references[method.name, default: 0] - method.referencesInOwnBody <= 0
                else { continue }
                findings.append(
                    Finding(
                        rule: .undispatchedMethod, place: method.location,
                        message: "method '\(method.name)' of interactor '\(interactor)' is neither a '@Reducer' nor "
                            + "a '@Middleware', and nothing in this package calls it, so no dispatch runs it: "
                            + "make it a '@Reducer' or '@Middleware' and compose it into an '@Action', call it from "
                            + "an action, or remove it"))
            }
        }
        return findings
    }
}
