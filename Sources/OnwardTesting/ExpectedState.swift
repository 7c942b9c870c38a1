import OnwardCore
import OnwardDebug
import Testing

/// The state a test expects after an action, written as the change from the state before it:
/// `$0.count = 2`, `$0.todos[0].isCompleted = true`, `$0.todos.append(ToDo(title: "Milk"))`.
///
/// Each property is named by a key path the compiler checks, and set to a value of its type. What
/// the test does not set is expected to stay as it was. A ``TestStore`` compares the result with
/// the store's state after the action, as snapshots, so the values need not be `Equatable`.
///
/// A read gives the state before the action, or what the test set: `$0.count += 1` and
/// `$0.items.append("x")` work in the closure of a dispatch, which runs before the action. The
/// closure of a received effect runs after the effect, so there a property the effect changed
/// cannot be read: such a read is reported, and gives the state after the effect.
@dynamicMemberLookup
public struct ExpectedState<Value: Store> {
    /// The state before the action, as a snapshot.
    let before: StateSnapshot

    /// The expected state, as a snapshot.
    var snapshot: StateSnapshot

    /// The parts the test set, from this store: what a non-exhaustive test compares.
    var written: [[StatePath.Component]] = []

    /// The values the test set, so that reading one back gives what it set.
    private var assigned: [AnyKeyPath: Any] = [:]

    /// The store itself, as it is now: a read gives its value where it still holds the expected one.
    private let live: Value?

    /// Where the expectation is written, for what it reports.
    private let sourceLocation: SourceLocation

    init(before: StateSnapshot, live: Value?, sourceLocation: SourceLocation) {
        self.before = before
        snapshot = before
        self.live = live
        self.sourceLocation = sourceLocation
    }

    /// A stored property, set to the value it is expected to have after the action.
    ///
    /// - Parameter keyPath: The property, such as `\.count`.
    public subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        get {
            // `as!`: a value the test set for this key path is of its type (and may be `nil`).
            if let value = assigned[keyPath] { return value as! T }
            guard let live else {
                preconditionFailure("an expectation read a property of a store it has no instance of: \(keyPath)")
            }
            let value = live[keyPath: keyPath]
            let name = name(of: keyPath)
            if let name, StateSnapshot(of: value) != snapshot.child(.field(name)) {
                report(
                    "an expectation reads \(name), which has changed since the action started: set the "
                        + "property's new value instead of reading it",
                    at: sourceLocation)
            }
            return value
        }
        set {
            guard let name = name(of: keyPath) else { return }
            assigned[keyPath] = newValue
            set([.field(name)], to: StateSnapshot(of: newValue))
        }
    }

    /// A store held in a stored property, whose own properties the test sets:
    /// `$0.tally.value = 3`.
    ///
    /// - Parameter keyPath: The property, such as `\.tally`.
    public subscript<Nested: Store>(dynamicMember keyPath: KeyPath<Value, Nested>) -> ExpectedState<Nested> {
        get {
            let part = name(of: keyPath).flatMap { snapshot.child(.field($0)) } ?? .nilValue
            return ExpectedState<Nested>(before: part, live: live?[keyPath: keyPath], sourceLocation: sourceLocation)
        }
        set {
            guard let name = name(of: keyPath) else { return }
            snapshot = snapshot.replacing([.field(name)], with: newValue.snapshot)
            written += newValue.written.map { [.field(name)] + $0 }
        }
    }

    /// An array of stores held in a stored property, whose elements the test sets, adds or
    /// removes: `$0.todos[0].isCompleted = true`, `$0.todos.append(ToDo(title: "Milk"))`.
    ///
    /// - Parameter keyPath: The property, such as `\.todos`.
    public subscript<Nested: Store>(dynamicMember keyPath: KeyPath<Value, [Nested]>) -> ExpectedStores<Nested> {
        get {
            let part = name(of: keyPath).flatMap { snapshot.child(.field($0)) }
            let stores = live?[keyPath: keyPath] ?? []
            guard case .list(let elements) = part else {
                return ExpectedStores(elements: [], stores: [], sourceLocation: sourceLocation)
            }
            return ExpectedStores(elements: elements, stores: stores, sourceLocation: sourceLocation)
        }
        set {
            guard let name = name(of: keyPath) else { return }
            snapshot = snapshot.replacing([.field(name)], with: .list(newValue.elements))
            written += newValue.written.map { [.field(name)] + $0 }
        }
    }

    /// Replaces the part at a path, and notes that the test set it.
    private mutating func set(_ path: [StatePath.Component], to part: StateSnapshot) {
        snapshot = snapshot.replacing(path, with: part)
        written.append(path)
    }

    /// The name of the stored property a key path names, as snapshots show it; reported when none.
    private func name(of keyPath: AnyKeyPath) -> String? {
        if let name = Value.storedPropertyName(of: keyPath) ?? Self.describedName(of: keyPath),
            snapshot.child(.field(name)) != nil
        {
            return name
        }
        report(
            "\(keyPath) is not a stored property of \(Value.self) declared in its '@Store' class; an expectation "
                + "sets stored properties (in a build without DEBUG, only those a key path's description names: "
                + "not those of an @Observable class)",
            at: sourceLocation)
        return nil
    }

    /// The name a key path's description gives a stored property (`\Counter.count`), where
    /// `storedPropertyName(of:)` is not generated (a build without `DEBUG`).
    private static func describedName(of keyPath: AnyKeyPath) -> String? {
        let prefix = "\\\(Value.self)."
        let text = "\(keyPath)"
        guard text.hasPrefix(prefix) else { return nil }
        let name = text.dropFirst(prefix.count)
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? String(name) : nil
    }
}
