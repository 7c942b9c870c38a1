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

extension ValueShape {
    /// Takes a value that is not a class instance apart one level: a leaf or standard container by
    /// what its type (`facts`) knows, anything else through `Mirror`.
    init(of value: Any, facts: TypeFacts) {
        switch facts.kind {
        case .leaf(let text):
            self = .leaf(text(value))
        case .list, .container:
            self = (value as? any ContainerValue)?.shape ?? .list([])
        case .object, .other:
            self.init(mirroring: value, type: facts.name)
        }
    }

    private init(mirroring value: Any, type: String) {
        let mirror = Mirror(reflecting: value)
        let children = mirror.children.map { (label: Self.fieldLabel($0.label), value: $0.value) }
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else {
                let text = String(describing: value)
                self = .leaf(value is CustomStringConvertible ? text : "." + text)
                return
            }
            let payloadMirror = Mirror(reflecting: payload.value)
            let fields: [(label: String, value: Any)] =
                payloadMirror.displayStyle == .tuple
                ? payloadMirror.children.map { (Self.fieldLabel($0.label), $0.value) }
                : [("", payload.value)]
            self = .enumCase(type: type, name: payload.label ?? "", payload: fields)
        case .tuple:
            self = .record(type: "", fields: children)
        case .optional:
            self = .optional(mirror.children.first?.value)
        case .collection:
            self = .list(children.map(\.value))
        case .set:
            self = .set(children.map(\.value))
        case .dictionary:
            self = .dictionary(
                children.map { child in
                    let pair = Array(Mirror(reflecting: child.value).children)
                    let key = pair.first?.value ?? child.value
                    return (
                        key as? AnyHashable ?? AnyHashable(String(describing: key)), pair.last?.value ?? child.value
                    )
                })
        default:
            let isLeaf = children.isEmpty && mirror.displayStyle != .struct && mirror.displayStyle != .class
            self = isLeaf ? .leaf(String(describing: value)) : .record(type: type, fields: children)
        }
    }

    /// A field label as shown: tuple positions (`.0`) have none.
    private static func fieldLabel(_ label: String?) -> String {
        guard let label, !label.hasPrefix(".") else { return "" }
        return label
    }
}
