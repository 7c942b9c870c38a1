/// An extension in the package, with what it declares.
struct ExtensionRecord {
    /// The simple name of the extended type: `ToDoStore` for `extension TodosCore.ToDoStore`.
    var typeName: String
    /// Whether it adds a conformance.
    var addsConformance: Bool
    /// What it declares.
    var members: MemberList
}
