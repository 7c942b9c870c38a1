/// A value taken apart one level: what it is and its immediate parts.
enum ValueShape {
    /// A value shown as text.
    case leaf(String)

    /// An optional and its wrapped value.
    case optional(Any?)

    /// An ordered collection's elements.
    case list([Any])

    /// A set's elements.
    case set([Any])

    /// A dictionary's entries.
    case dictionary([(key: AnyHashable, value: Any)])

    /// A struct's or tuple's stored properties (a tuple's type name is empty).
    case record(type: String, fields: [(label: String, value: Any)])

    /// An enum case and its associated values.
    case enumCase(type: String, name: String, payload: [(label: String, value: Any)])
}
