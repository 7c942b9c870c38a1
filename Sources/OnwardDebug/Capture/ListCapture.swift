/// An ordered collection as captured: its elements and who each element is.
///
/// When only a few elements of an array change (a toggled todo among thousands), the next capture
/// is a patch: it shares this capture's elements and records only the replaced positions, so
/// neither capturing nor comparing the two walks the whole array.
final class ListCapture {
    /// The identity of one full list capture, shared by the patches made from it.
    final class Chain {}

    /// The elements of the full capture this one was patched from.
    private let base: [CaptureNode]

    /// The elements replaced since that full capture, by position.
    private let overrides: [Int: CaptureNode]

    /// Identifies the full capture a patch chain started from: captures with the same chain share
    /// ``base`` and differ only at their ``overrides``.
    let chain: Chain

    /// Each element's identity, or `nil` when some element has none.
    let identities: [ElementIdentity]?

    /// The array's storage; a later array with the same storage holds the same elements.
    let storage: ArrayStorage?

    /// The array itself, kept so its storage stays alive and unchanged while this capture exists.
    let source: Any

    /// Whether only tracked dispatches can change anything captured here.
    let isSealed: Bool

    /// The tracked stores inside the elements, at any depth, the elements themselves included.
    let stores: Set<ObjectIdentifier>

    /// Lookups by identity and by store, shared by the captures of one storage.
    let index: ListIndex

    /// Creates the full capture of a list.
    init(elements: [CaptureNode], identities: [ElementIdentity]?, storage: ArrayStorage?, source: Any, isSealed: Bool) {
        base = elements
        overrides = [:]
        chain = Chain()
        self.identities = identities
        self.storage = storage
        self.source = source
        self.isSealed = isSealed
        stores = CaptureNode.stores(in: elements)
        index = ListIndex(elements: elements, identities: identities)
    }

    /// Creates a patch of an earlier capture of the same storage: the same elements but the
    /// `replacements`, by position. With `sameLayout`, every tracked store is still held by the
    /// same positions, so the earlier capture's lookups still hold.
    init(patching earlier: ListCapture, with replacements: [Int: CaptureNode], isSealed: Bool, sameLayout: Bool) {
        var overrides = earlier.overrides
        overrides.merge(replacements) { _, new in new }
        let compact = overrides.count > Self.patchLimit
        if compact {
            base = Self.merge(earlier.base, overrides)
            self.overrides = [:]
            chain = Chain()
        } else {
            base = earlier.base
            self.overrides = overrides
            chain = earlier.chain
        }
        identities = earlier.identities
        storage = earlier.storage
        source = earlier.source
        self.isSealed = isSealed
        if sameLayout {
            stores = earlier.stores
            index = earlier.index
        } else {
            let elements = compact ? base : Self.merge(base, overrides)
            stores = CaptureNode.stores(in: elements)
            index = ListIndex(elements: elements, identities: earlier.identities)
        }
    }

    /// How many replaced elements a patch chain keeps before a patch copies them into a new full
    /// capture: patching and comparing cost up to this many steps, and the copy, once in this many
    /// patches, costs the length of the list.
    static let patchLimit = 32

    var count: Int { base.count }

    subscript(position: Int) -> CaptureNode {
        overrides[position] ?? base[position]
    }

    var elements: [CaptureNode] {
        Self.merge(base, overrides)
    }

    private static func merge(_ base: [CaptureNode], _ overrides: [Int: CaptureNode]) -> [CaptureNode] {
        guard !overrides.isEmpty else { return base }
        var elements = base
        for (position, element) in overrides { elements[position] = element }
        return elements
    }

    /// The positions where this capture and another of the same chain may differ: those either
    /// one replaced, in order.
    func positionsMaybeDiffering(from other: ListCapture) -> [Int] {
        Set(overrides.keys).union(other.overrides.keys).sorted()
    }
}
