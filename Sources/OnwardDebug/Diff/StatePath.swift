/// A path into a state, built while comparing and written out only for a change.
package struct StatePath {
    /// One step into a value.
    package enum Component: Hashable {
        /// A stored property, or a labeled associated value.
        case field(String)

        /// A position in an ordered collection.
        case index(Int)

        /// A dictionary key or set element, written out only when needed.
        case key(AnyHashable)
    }

    private var components: [Component]

    /// A path of these steps, from the root.
    package init(_ components: [Component] = []) {
        self.components = components
    }

    mutating func push(_ component: Component) {
        components.append(component)
    }

    mutating func pop() {
        components.removeLast()
    }

    /// The path as Swift would write it: `todos[1].isCompleted`, `scores["bob"]`; `self` when
    /// empty.
    package func text(keyText: (AnyHashable) -> String) -> String {
        guard !components.isEmpty else { return "self" }
        var text = ""
        for component in components {
            switch component {
            case .field(let name): text += text.isEmpty ? name : "." + name
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += "[\(keyText(key))]"
            }
        }
        return text
    }
}
