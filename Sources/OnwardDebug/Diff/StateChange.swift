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
        text(style: TerminalStyle(isEnabled: false))
    }

    /// The change as one line (no line break), old values red, new ones green and moves yellow.
    func text(style: TerminalStyle) -> String {
        switch kind {
        case .changed(let old, let new): path + ": " + style.red(old.description) + " → " + style.green(new.description)
        case .added(let value): path + ": " + style.green("added " + value.description)
        case .removed(let value): path + ": " + style.red("removed " + value.description)
        case .moved(let origin): path + ": " + style.yellow("moved from " + origin)
        }
    }
}
