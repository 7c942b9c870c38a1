/// Captures states, reusing what cannot have changed since its previous capture.
///
/// Without a tracker every capture reads everything. With one, a capture starts from the previous
/// capture and reads again only what may differ: the observed store's own properties, any array
/// whose storage changed, stores a dispatch touched, and class instances that are not stores.
final class Capturer {
    let catalog: TypeCatalog
    private let tracker: StoreChangeTracker?
    /// The class instances being read, outermost first: a stack as deep as the state's nesting, so
    /// a linear search beats hashing.
    private var ancestors: [ObjectIdentifier] = []

    init(catalog: TypeCatalog = TypeCatalog(), tracker: StoreChangeTracker? = nil) {
        self.catalog = catalog
        self.tracker = tracker
    }

    /// Captures a value as it is now, reading all of it.
    func capture(_ value: Any) -> CaptureNode {
        capture(value, previous: nil).node
    }

    /// Captures the observed store, starting from its previous capture's properties when given,
    /// and starts the tracker's next round.
    func capture(root: AnyObject, previousFields: [CapturedField]?) -> ObjectCapture {
        defer { tracker?.startRound() }
        return object(root, facts: catalog.facts(for: type(of: root)), oldFields: previousFields)
    }

    /// Takes apart one level of a value that was captured whole because its type compares by `==`
    /// (never a class instance: see ``TypeFacts/equatable(_:)``).
    func expand(_ value: Any, facts: TypeFacts) -> CaptureNode {
        structure(of: value, facts: facts, previous: nil).node
    }

    private func capture(_ value: Any, previous: CaptureNode?) -> Captured {
        let facts = catalog.facts(for: type(of: value))
        if let object = facts.object(value) {
            return self.object(object, facts: facts, previous: previous)
        }
        if let equatable = facts.equatable(value) {
            return (.equatable(equatable, facts), true)
        }
        return structure(of: value, facts: facts, previous: previous)
    }

    private func object(_ object: AnyObject, facts: TypeFacts, previous: CaptureNode?) -> Captured {
        if ancestors.contains(ObjectIdentifier(object)) { return (.cycle(type: facts.name), true) }
        var oldFields: [CapturedField]?
        if case .object(let old)? = previous, old.object === object {
            if old.isSealed, let tracker, tracker.isUnchanged(object), tracker.changed(among: old.stores).isEmpty {
                return (.object(old), true)
            }
            oldFields = old.fields
        }
        let capture = self.object(object, facts: facts, oldFields: oldFields)
        return (.object(capture), capture.isSealed)
    }

    /// Reads a class instance's properties, starting from its previous capture's when given.
    private func object(_ object: AnyObject, facts: TypeFacts, oldFields: [CapturedField]?) -> ObjectCapture {
        ancestors.append(ObjectIdentifier(object))
        defer { ancestors.removeLast() }
        let (captured, sealed) = capture(facts.fields(of: object), previous: oldFields ?? [])
        let tracked = facts.isStore && (tracker?.track(object) ?? false)
        return ObjectCapture(
            object: object, type: facts.name, fields: captured, isSealed: sealed && tracked, isTracked: tracked)
    }

    private func structure(of value: Any, facts: TypeFacts, previous: CaptureNode?) -> Captured {
        if case .list = facts.kind, let listValue = value as? any ListValue {
            return list(listValue, previous: previous)
        }
        switch ValueShape(of: value, facts: facts) {
        case .leaf(let text):
            return (.leaf(text), true)
        case .optional(let wrapped):
            guard let wrapped else { return (.optional(nil), true) }
            let earlier: CaptureNode? = if case .optional(let old)? = previous { old } else { nil }
            let (node, sealed) = capture(wrapped, previous: earlier)
            return (.optional(node), sealed)
        case .list(let items):
            return list(items, source: value, storage: nil, previous: previous)
        case .set(let items):
            let old: [KeyedNode] = if case .set(let elements)? = previous { elements } else { [] }
            let keyed = items.map { (key: $0 as? AnyHashable ?? AnyHashable(String(describing: $0)), value: $0) }
            let (elements, sealed) = capture(keyed, previous: old)
            return (.set(elements), sealed)
        case .dictionary(let entries):
            let old: [KeyedNode] = if case .dictionary(let earlier)? = previous { earlier } else { [] }
            let (captured, sealed) = capture(entries, previous: old)
            return (.dictionary(captured), sealed)
        case .record(let type, let fields):
            let oldFields: [CapturedField] = if case .record(type, let old)? = previous { old } else { [] }
            let (captured, sealed) = capture(fields, previous: oldFields)
            return (.record(type: type, fields: captured), sealed)
        case .enumCase(let type, let name, let payload):
            let oldFields: [CapturedField] = if case .enumCase(type, name, let old)? = previous { old } else { [] }
            let (captured, sealed) = capture(payload, previous: oldFields)
            return (.enumCase(type: type, name: name, payload: captured), sealed)
        }
    }

    private func capture(
        _ fields: [(label: String, value: Any)], previous: [CapturedField]
    ) -> ([CapturedField], Bool) {
        var sealed = true
        var captured: [CapturedField] = []
        captured.reserveCapacity(fields.count)
        for (index, field) in fields.enumerated() {
            let earlier = index < previous.count && previous[index].label == field.label ? previous[index].node : nil
            let (node, fieldSealed) = capture(field.value, previous: earlier)
            sealed = sealed && fieldSealed
            captured.append((field.label, node))
        }
        return (captured, sealed)
    }

    /// Captures a set's elements or a dictionary's entries, each from its previous capture under
    /// the same key.
    private func capture(_ entries: [(key: AnyHashable, value: Any)], previous: [KeyedNode]) -> ([KeyedNode], Bool) {
        var earlier: [AnyHashable: CaptureNode] = [:]
        for entry in previous { earlier[entry.key] = entry.node }
        var sealed = true
        let captured = entries.map { entry -> KeyedNode in
            let (node, entrySealed) = capture(entry.value, previous: earlier[entry.key])
            sealed = sealed && entrySealed
            return (entry.key, node)
        }
        return (captured, sealed)
    }

    /// Captures an array, reusing the previous capture of the same storage when no store inside
    /// it changed: then the elements are not even listed.
    private func list(_ value: any ListValue, previous: CaptureNode?) -> Captured {
        let storage = value.storage
        if let tracker, case .list(let old)? = previous, let storage, old.storage == storage, old.isSealed {
            let changed = tracker.changed(among: old.stores)
            if changed.isEmpty { return (.list(old), true) }
            return patch(old, in: value, changed: changed)
        }
        return list(value.anyElements, source: value, storage: storage, previous: previous)
    }

    private func list(_ items: [Any], source: Any, storage: ArrayStorage?, previous: CaptureNode?) -> Captured {
        let old: ListCapture? = if case .list(let earlier)? = previous { earlier } else { nil }
        var identities: [ElementIdentity]? = []
        identities?.reserveCapacity(items.count)
        var elements: [CaptureNode] = []
        elements.reserveCapacity(items.count)
        var sealed = true
        var allStayed = true
        for (position, item) in items.enumerated() {
            let identity = catalog.facts(for: type(of: item)).identity(of: item)
            if let identity { identities?.append(identity) } else { identities = nil }
            var earlier: CaptureNode?
            if let old {
                if let identity, let oldIdentities = old.identities {
                    // Most elements stay where they were (an append, an edit): the index of
                    // positions, built over the whole list, is for those that moved. Past the old
                    // list's end, with every element before in its place, an element is new.
                    if position < oldIdentities.count && oldIdentities[position] == identity {
                        earlier = old[position]
                    } else if !(allStayed && position >= oldIdentities.count) {
                        allStayed = false
                        earlier = old.index.positions[identity].map { old[$0] }
                    }
                } else if position < old.count {
                    earlier = old[position]
                }
            }
            let (node, itemSealed) = capture(item, previous: earlier)
            sealed = sealed && itemSealed
            elements.append(node)
        }
        let capture = ListCapture(
            elements: elements, identities: identities, storage: storage, source: source, isSealed: sealed)
        return (.list(capture), sealed)
    }

    /// Reads again only the elements of an unchanged array that hold stores a dispatch touched.
    private func patch(_ old: ListCapture, in value: any ListValue, changed: [ObjectIdentifier]) -> Captured {
        var positions = Set<Int>()
        for store in changed { positions.formUnion(old.index.storePositions[store] ?? []) }
        var replacements: [Int: CaptureNode] = [:]
        var sealed = true
        var sameLayout = true
        for position in positions.sorted() {
            let (node, itemSealed) = capture(value.anyElement(atOffset: position), previous: old[position])
            sealed = sealed && itemSealed
            sameLayout = sameLayout && old[position].stores == node.stores
            replacements[position] = node
        }
        let capture = ListCapture(patching: old, with: replacements, isSealed: sealed, sameLayout: sameLayout)
        return (.list(capture), sealed)
    }
}

/// A capture, and whether only tracked dispatches can change what it holds.
typealias Captured = (node: CaptureNode, sealed: Bool)
