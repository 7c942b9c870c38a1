import OnwardCore
import OnwardDebug
import Testing

/// An array of stores in the state a test expects: its elements are set, added and removed as an
/// array's are. See ``ExpectedState``.
public struct ExpectedStores<Element: Store> {
    /// The expected elements, as snapshots.
    private(set) var elements: [StateSnapshot]

    /// The stores behind them: those in the store now, or those the test added.
    private var stores: [Element?]

    /// The parts the test set, from the array.
    private(set) var written: [[StatePath.Component]] = []

    /// Where the expectation is written, for what it reports.
    private let sourceLocation: SourceLocation

    init(elements: [StateSnapshot], stores: [Element], sourceLocation: SourceLocation) {
        self.elements = elements
        self.stores = elements.indices.map { stores.indices.contains($0) ? stores[$0] : nil }
        self.sourceLocation = sourceLocation
    }

    /// How many elements the array is expected to have, so far.
    public var count: Int { elements.count }

    /// The element at an index, whose properties the test sets.
    ///
    /// - Parameter index: A valid index of the expected array.
    public subscript(index: Int) -> ExpectedState<Element> {
        get {
            guard elements.indices.contains(index) else {
                report(
                    "an expectation sets element \(index) of an array that has \(elements.count)",
                    at: sourceLocation)
                return ExpectedState(before: .nilValue, live: nil, sourceLocation: sourceLocation)
            }
            return ExpectedState(before: elements[index], live: stores[index], sourceLocation: sourceLocation)
        }
        set {
            guard elements.indices.contains(index) else { return }
            elements[index] = newValue.snapshot
            written += newValue.written.map { [.index(index)] + $0 }
        }
    }

    /// Expects a store added at the end, in the state it has now.
    ///
    /// - Parameter store: A store like the one the action adds.
    public mutating func append(_ store: Element) {
        insert(store, at: elements.count)
    }

    /// Expects a store inserted at an index, in the state it has now.
    ///
    /// - Parameters:
    ///   - store: A store like the one the action inserts.
    ///   - index: Where; at most ``count``.
    public mutating func insert(_ store: Element, at index: Int) {
        guard (0...elements.count).contains(index) else {
            return report(
                "an expectation inserts at \(index) into an array that has \(elements.count)",
                at: sourceLocation)
        }
        elements.insert(StateSnapshot(of: store), at: index)
        stores.insert(store, at: index)
        written = [[]]
    }

    /// Expects the element at an index removed.
    ///
    /// - Parameter index: A valid index of the expected array.
    public mutating func remove(at index: Int) {
        guard elements.indices.contains(index) else {
            return report(
                "an expectation removes element \(index) of an array that has \(elements.count)",
                at: sourceLocation)
        }
        elements.remove(at: index)
        stores.remove(at: index)
        written = [[]]
    }

    /// Expects every element removed.
    public mutating func removeAll() {
        elements.removeAll()
        stores.removeAll()
        written = [[]]
    }
}
