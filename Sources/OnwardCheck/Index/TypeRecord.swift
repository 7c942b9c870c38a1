/// A class, struct, enum or actor declared in the package, with what the rules need of it.
struct TypeRecord {
    /// Its simple name.
    var name: String
    /// Where its name is.
    var location: SourcePlace
    /// Whether it carries `@Interactor`.
    var isInteractor: Bool
    /// The interactor its `@Store(X.self)` names, if it carries one.
    var storedInteractor: String?
    /// The names of its attributes without arguments, such as `MainActor`, for its isolation.
    var plainAttributes: [String]
    /// Whether it is marked `nonisolated`.
    var isMarkedNonisolated: Bool
    /// Whether it is `public` or `open`: code in other packages may use it.
    var isPublic: Bool
    /// Whether it declares any inherited type or conformance.
    var inherits: Bool
    /// What its body declares.
    var members: MemberList
}
