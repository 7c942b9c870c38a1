extension CaptureNode {
    /// The tracked stores captured in some nodes, at any depth.
    static func stores(in nodes: some Sequence<CaptureNode>) -> Set<ObjectIdentifier> {
        var stores: Set<ObjectIdentifier> = []
        for node in nodes { node.collectStores(into: &stores) }
        return stores
    }

    /// The tracked stores captured in this node, at any depth.
    var stores: Set<ObjectIdentifier> { Self.stores(in: CollectionOfOne(self)) }

    private func collectStores(into stores: inout Set<ObjectIdentifier>) {
        switch self {
        case .equatable, .leaf, .cycle:
            return
        case .optional(let wrapped):
            wrapped?.collectStores(into: &stores)
        case .list(let list):
            stores.formUnionSharing(list.stores)
        case .set(let elements):
            for element in elements { element.node.collectStores(into: &stores) }
        case .dictionary(let entries):
            for entry in entries { entry.node.collectStores(into: &stores) }
        case .record(_, let fields), .enumCase(_, _, let fields):
            for field in fields { field.node.collectStores(into: &stores) }
        case .object(let capture):
            stores.formUnionSharing(capture.stores)
            if capture.isTracked { stores.insert(ObjectIdentifier(capture.object)) }
        }
    }
}

extension Set {
    /// Adds another set's elements; when this set is empty it shares the other's storage instead
    /// of copying it element by element.
    fileprivate mutating func formUnionSharing(_ other: Set<Element>) {
        if isEmpty {
            self = other
        } else if !other.isEmpty {
            formUnion(other)
        }
    }
}
