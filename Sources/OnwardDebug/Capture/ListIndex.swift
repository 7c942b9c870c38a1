/// Lookups into a captured list, built on first use and shared while the list's layout holds.
final class ListIndex {
    private let elements: [CaptureNode]
    private let identities: [ElementIdentity]?

    init(elements: [CaptureNode], identities: [ElementIdentity]?) {
        self.elements = elements
        self.identities = identities
    }

    /// The position of each identity (the first, when one repeats).
    private(set) lazy var positions: [ElementIdentity: Int] = {
        var positions: [ElementIdentity: Int] = [:]
        for (position, identity) in (identities ?? []).enumerated() where positions[identity] == nil {
            positions[identity] = position
        }
        return positions
    }()

    /// For each tracked store inside the list, the positions of the elements holding it.
    private(set) lazy var storePositions: [ObjectIdentifier: [Int]] = {
        var index: [ObjectIdentifier: [Int]] = [:]
        for (position, element) in elements.enumerated() {
            for store in element.stores { index[store, default: []].append(position) }
        }
        return index
    }()
}
