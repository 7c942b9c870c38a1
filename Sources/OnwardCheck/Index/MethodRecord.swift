/// A method declared in a type's body or in one of its extensions.
struct MethodRecord {
    /// Its base name: `refresh` for `func refresh(_:)`.
    var name: String
    /// Where its name is.
    var location: SourcePlace
    /// Whether it carries `@Reducer` or `@Middleware`, which make it part of an action.
    var isActionComponent: Bool
    /// Whether something outside the package, or the runtime, may call it: `public`, `open`,
    /// `override`, `@objc`, or a member of an extension that adds a conformance.
    var isReachableFromOutside: Bool
    /// How many times its own body names it (recursion), which does not count as a use.
    var referencesInOwnBody: Int
}
