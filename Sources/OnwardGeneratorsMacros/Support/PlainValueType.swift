/// Types whose values can hold no store, told from their spelling: what `@Store` leaves out of
/// `visitNestedStores(_:)`.
enum PlainValueType {
    /// Standard types that hold no store, and the containers that hold only what they are given.
    private static let names: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Substring", "Character", "Date", "UUID", "URL", "Data",
        "Decimal", "Duration", "Array", "Set", "Dictionary", "Optional", "Swift", "Foundation",
    ]

    /// Whether a type, as written (`[String: Int]`, `Date?`), is made of such types only.
    ///
    /// - Parameter type: The type's source text.
    /// - Returns: `true` when no value of it can hold a store.
    static func holdsNoStore(_ type: String) -> Bool {
        var name = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                name.append(character)
                continue
            }
            if !name.isEmpty, !names.contains(name) { return false }
            name = ""
        }
        return true
    }
}
