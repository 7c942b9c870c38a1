/// Reflection with memory: the facts of every type met, and the tools to take values apart.
final class TypeCatalog {
    private var facts: [ObjectIdentifier: TypeFacts] = [:]

    /// The facts of a type, worked out on first use.
    ///
    /// - Returns: The type's facts.
    func facts(for type: Any.Type) -> TypeFacts {
        let key = ObjectIdentifier(type)
        if let known = facts[key] { return known }
        let new = TypeFacts(type)
        facts[key] = new
        return new
    }

    /// A class instance's state: its stored properties and its superclasses', in declaration
    /// order, leaving out a store's interactor and observers and `@Observable`'s registrar.
    ///
    /// - Returns: Each property's name and current value.
    func fields(of object: AnyObject, facts: TypeFacts) -> [(label: String, value: Any)] {
        let layout = facts.layout ?? ClassLayout(of: object)
        facts.layout = layout
        return layout.fields(of: object)
    }

    /// Takes a value that is not a class instance apart one level.
    ///
    /// - Returns: Its shape.
    func shape(of value: Any, facts: TypeFacts) -> ValueShape {
        switch facts.kind {
        case .leaf(let text):
            return .leaf(text(value))
        case .list, .container:
            return (value as? any ContainerValue)?.shape ?? .list([])
        case .object, .other:
            return mirrorShape(of: value, facts: facts)
        }
    }

    private func mirrorShape(of value: Any, facts: TypeFacts) -> ValueShape {
        let mirror = Mirror(reflecting: value)
        let children = mirror.children.map { (label: Self.fieldLabel($0.label), value: $0.value) }
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else {
                let text = String(describing: value)
                return .leaf(value is CustomStringConvertible ? text : "." + text)
            }
            let payloadMirror = Mirror(reflecting: payload.value)
            let fields: [(label: String, value: Any)] =
                payloadMirror.displayStyle == .tuple
                ? payloadMirror.children.map { (Self.fieldLabel($0.label), $0.value) }
                : [("", payload.value)]
            return .enumCase(type: facts.name, name: payload.label ?? "", payload: fields)
        case .tuple:
            return .record(type: "", fields: children)
        case .optional:
            return .optional(mirror.children.first?.value)
        case .collection:
            return .list(children.map(\.value))
        case .set:
            return .set(children.map(\.value))
        case .dictionary:
            let entries = children.map { child -> (key: AnyHashable, value: Any) in
                let pair = Array(Mirror(reflecting: child.value).children)
                let key = pair.first?.value ?? child.value
                return (key as? AnyHashable ?? AnyHashable(String(describing: key)), pair.last?.value ?? child.value)
            }
            return .dictionary(entries)
        default:
            if children.isEmpty && mirror.displayStyle != .struct && mirror.displayStyle != .class {
                return .leaf(String(describing: value))
            }
            return .record(type: facts.name, fields: children)
        }
    }

    /// A field label as shown: tuple positions (`.0`) have none.
    private static func fieldLabel(_ label: String?) -> String {
        guard let label, !label.hasPrefix(".") else { return "" }
        return label
    }

    /// Who an element of a collection is: its `id`, or for a class instance the instance.
    ///
    /// - Returns: The identity, or `nil` for a value without one.
    func identity(of value: Any, facts: TypeFacts) -> ElementIdentity? {
        if facts.isIdentifiable, let identifiable = value as? any Identifiable {
            return .id(Self.id(of: identifiable))
        }
        if let object = facts.object(value) {
            return .object(ObjectIdentifier(object))
        }
        return nil
    }

    private static func id<T: Identifiable>(of value: T) -> AnyHashable {
        AnyHashable(value.id)
    }
}
