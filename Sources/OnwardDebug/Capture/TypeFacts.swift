import OnwardCore

/// What capturing needs to know about one type, worked out once.
final class TypeFacts {
    /// How values of the type are taken apart.
    enum Kind {
        case object
        case leaf(LeafKind)
        case optional
        case list
        case set
        case dictionary
        case other
    }

    /// The type's name as Swift prints it: `ToDo`, `Array<Int>`.
    let name: String

    /// How values of the type are taken apart.
    let kind: Kind

    /// Whether the type is a class.
    let isClass: Bool

    /// Whether the type is a ``Store``, whose dispatches tell when it changes.
    let isStore: Bool

    /// Whether the type is `Identifiable`.
    let isIdentifiable: Bool

    /// Whether `==` can stand for comparing every part of two values: the type is `Equatable`,
    /// not a class, and holds no class instances by its type (arrays of stores do).
    let comparesByEquality: Bool

    /// For a class: which of an instance's `Mirror` children are state, and their names.
    var layout: ClassLayout?

    /// Works out the facts of a type.
    ///
    /// - Parameter type: Any type.
    init(_ type: Any.Type) {
        name = String(describing: type)
        isClass = type is AnyObject.Type
        isStore = type is any Store.Type
        isIdentifiable = type is any Identifiable.Type
        comparesByEquality = !isClass && type is any Equatable.Type && !Self.mayHoldObjects(type)
        if isClass {
            kind = .object
        } else if let leaf = LeafKind(of: type) {
            kind = .leaf(leaf)
        } else if type is any OptionalValue.Type {
            kind = .optional
        } else if type is any ListValue.Type {
            kind = .list
        } else if type is any SetValue.Type {
            kind = .set
        } else if type is any DictionaryValue.Type {
            kind = .dictionary
        } else {
            kind = .other
        }
    }

    /// Whether values of a type can hold class instances, as far as its type says.
    private static func mayHoldObjects(_ type: Any.Type) -> Bool {
        if type is AnyObject.Type || type == AnyHashable.self { return true }
        if let container = type as? any ElementTypeListing.Type {
            return container.elementTypes.contains { mayHoldObjects($0) }
        }
        return false
    }
}
