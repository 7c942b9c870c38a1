/// One change between two states: where it is and what happened there.
public struct StateChange: Hashable, Sendable, CustomStringConvertible {
    /// What happened at a path.
    public enum Kind: Hashable, Sendable {
        /// The value at the path changed.
        case changed(from: StateSnapshot, to: StateSnapshot)

        /// An element, entry or property appeared.
        case added(StateSnapshot)

        /// An element, entry or property went away; the path is where it was.
        case removed(StateSnapshot)

        /// An element moved here from the position at `from` (its contents are compared apart).
        case moved(from: String)
    }

    /// Where the change is, as Swift would write it: `todos[1].isCompleted`, `scores["bob"]`;
    /// `self` for the whole value.
    public let path: String

    /// What happened there.
    public let kind: Kind

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - path: Where the change is.
    ///   - kind: What happened there.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// The change as one line: `todos[1].isCompleted: false → true`,
    /// `todos[2]: added ToDo(...)`, `todos[0]: removed ToDo(...)`, `todos[0]: moved from todos[3]`.
    public var description: String {
        switch kind {
        case .changed(let old, let new): "\(path): \(old) → \(new)"
        case .added(let value): "\(path): added \(value)"
        case .removed(let value): "\(path): removed \(value)"
        case .moved(let origin): "\(path): moved from \(origin)"
        }
    }
}
