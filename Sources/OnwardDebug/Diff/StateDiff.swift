/// The changes between two states, each named by its path.
///
/// Only what changed is listed. Parts whose type is `Equatable` are compared with `==` first and
/// taken apart only when they differ, so the cost follows the size of the change. Elements of an
/// array are matched by identity — their `id` when `Identifiable`, the instance for a class — so
/// removing one element in the middle is one removal, not a change at every later position.
/// ```swift
/// let diff = StateDiff(from: before, to: StateCapture(of: store))
/// print(diff)  // todos[1].isCompleted: false → true
/// ```
public struct StateDiff: Hashable, Sendable, CustomStringConvertible {
    /// The changes, in the order of the state's properties and elements.
    public let changes: [StateChange]

    /// Creates a diff from changes.
    ///
    /// - Parameter changes: The changes.
    public init(changes: [StateChange]) {
        self.changes = changes
    }

    /// Compares two captures of a state.
    ///
    /// - Parameters:
    ///   - before: The earlier capture.
    ///   - after: The later capture.
    public init(from before: StateCapture, to after: StateCapture) {
        var differ = Differ(renderer: SnapshotRenderer(catalog: after.catalog))
        differ.compare(before.node, after.node)
        changes = differ.changes
    }

    /// Compares two values, such as two versions of a struct.
    ///
    /// Class instances change in place: to see how a store changed, capture it before with
    /// ``StateCapture/init(of:)`` and use ``init(from:to:)-(StateCapture,StateCapture)``.
    /// - Parameters:
    ///   - old: The earlier value.
    ///   - new: The later value.
    public init(from old: Any, to new: Any) {
        self.init(from: StateCapture(of: old), to: StateCapture(of: new))
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { changes.isEmpty }

    /// One change a line, or `no change`.
    public var description: String {
        changes.isEmpty ? "no change" : changes.map(\.description).joined(separator: "\n")
    }
}
