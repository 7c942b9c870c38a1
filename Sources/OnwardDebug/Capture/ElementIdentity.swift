/// Who an element of a collection is, so a diff can follow it when it moves or its neighbours go.
///
/// `Identifiable` elements are known by their `id`; other class instances by the instance itself.
enum ElementIdentity: Hashable {
    /// A class instance without an `id` of its own.
    case object(ObjectIdentifier)

    /// The `id` of an `Identifiable` element.
    case id(AnyHashable)
}
