import OnwardCore

/// The stores nested in a store's state, found by reflection: in its stored properties, through
/// structs, enums, tuples, optionals and collections, and in the stores found so, at any depth.
/// Other class instances (services, caches) are not entered.
enum NestedStores {
    /// Calls `body` with each store nested in `root`'s state, outermost first.
    ///
    /// - Parameters:
    ///   - root: The store whose state is searched; `body` is not called with it.
    ///   - body: Told each nested store; returns whether to search that store's own state too.
    static func forEach(in root: AnyObject, _ body: (any Store) -> Bool) {
        search(Mirror(reflecting: root), { body($0) ? .enter : .skip }, stop: { false })
    }

    /// Whether a store is nested in `root`'s state.
    ///
    /// - Parameters:
    ///   - store: The store to look for.
    ///   - root: The store whose state is searched.
    static func contains(_ store: AnyObject, in root: AnyObject) -> Bool {
        var found = false
        search(Mirror(reflecting: root)) { nested in
            found = nested === store
            return found ? .skip : .enter
        } stop: {
            found
        }
        return found
    }

    private enum Step { case enter, skip }

    private static func search(_ mirror: Mirror, _ visit: (any Store) -> Step, stop: () -> Bool) {
        if let superclass = mirror.superclassMirror { search(superclass, visit, stop: stop) }
        for child in mirror.children {
            if stop() { return }
            // The Observation registrar, and the store's own interactor and observers, hold no state.
            if let label = child.label, label.hasPrefix("_$") || label == "observerStorage" || label == "interactor" {
                continue
            }
            let value = child.value
            if let store = value as? any Store {
                if visit(store) == .enter { search(Mirror(reflecting: store), visit, stop: stop) }
                continue
            }
            let nested = Mirror(reflecting: value)
            guard nested.displayStyle != .class, !nested.children.isEmpty else { continue }
            search(nested, visit, stop: stop)
        }
    }
}
