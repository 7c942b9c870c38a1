import OnwardCore

/// What capturing needs to know about one type, worked out once.
final class TypeFacts {
    /// How values of the type are taken apart.
    enum Kind {
        case object
        case leaf((Any) -> String)
        case list
        case container
        case other
    }

    /// The type's name as Swift prints it: `ToDo`, `Array<Int>`.
    let name: String
    let kind: Kind
    let isClass: Bool
    /// Whether the type is a ``Store``, whose dispatches tell when it changes.
    let isStore: Bool
    let isIdentifiable: Bool

    /// The type as an `Equatable` type, when `==` can stand for comparing every part of two values:
    /// the type is `Equatable`, not a class, and holds no class instances by its type (arrays of
    /// stores do).
    private let equatableType: (any Equatable.Type)?

    /// For a class: which of an instance's `Mirror` children are state, and their names; worked
    /// out from the first instance read.
    private var layout: ClassLayout?

    init(_ type: Any.Type) {
        name = String(describing: type)
        isClass = type is AnyObject.Type
        isStore = type is any Store.Type
        isIdentifiable = type is any Identifiable.Type
        equatableType = isClass || Self.mayHoldObjects(type) ? nil : type as? any Equatable.Type
        if isClass {
            kind = .object
        } else if let leaf = LeafKind.text(for: type) {
            kind = .leaf(leaf)
        } else if type is any ListValue.Type {
            kind = .list
        } else if type is any ContainerValue.Type {
            kind = .container
        } else {
            kind = .other
        }
    }

    /// A value of the type as the class instance it is; `nil` when the type is not a class.
    func object(_ value: Any) -> AnyObject? {
        isClass ? Self.cast(value, to: AnyObject.self) : nil
    }

    /// A value of the type as an `Equatable` value; `nil` when `==` cannot stand for comparing every
    /// part of two values.
    func equatable(_ value: Any) -> (any Equatable)? {
        func cast<Value: Equatable>(to type: Value.Type) -> (any Equatable)? {
            Self.cast(value, to: type)
        }
        return equatableType.flatMap { cast(to: $0) }
    }

    /// A class instance's state: its stored properties and its superclasses', in declaration
    /// order, leaving out a store's interactor and observers and `@Observable`'s registrar.
    func fields(of object: AnyObject) -> [(label: String, value: Any)] {
        let layout = layout ?? ClassLayout(of: object)
        self.layout = layout
        return layout.fields(of: object)
    }

    /// Who a value is as an element of a collection: its `id`, or for a class instance the instance;
    /// `nil` for a value without one.
    func identity(of value: Any) -> ElementIdentity? {
        if isIdentifiable, let identifiable = value as? any Identifiable {
            return .id(Self.id(of: identifiable))
        }
        return object(value).map { .object(ObjectIdentifier($0)) }
    }

    private static func id<T: Identifiable>(of value: T) -> AnyHashable {
        AnyHashable(value.id)
    }

    /// A conditional cast. Through this generic it is a plain dynamic cast; written as
    /// `value as AnyObject` it goes through Linux's bridging entry point, five times slower.
    private static func cast<Target>(_ value: Any, to: Target.Type) -> Target? {
        value as? Target
    }

    /// Whether values of a type can hold class instances, as far as its type says.
    private static func mayHoldObjects(_ type: Any.Type) -> Bool {
        if type is AnyObject.Type || type == AnyHashable.self { return true }
        if let container = type as? any ContainerValue.Type {
            return container.elementTypes.contains { mayHoldObjects($0) }
        }
        return false
    }
}
